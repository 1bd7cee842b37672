// Every section of every kind, in the seven languages a brief is read in (en, de, fr, es, ru, zh, ja): a
// brief that writes that section under a heading people use in that language fills that section, written
// as a heading, as a bold label, and as a plain label. The headings below were written from how people
// title these sections (issue and PR templates, agents' briefs), not copied from prompts/headings.txt: the
// test finds the gaps of the table, it does not restate it.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Kind } from '../../src/brief/types.js';
import { importBrief } from '../../src/brief/body.js';
import { loadKinds } from '../../src/kinds/load.js';

let kinds: Map<string, Kind>;
beforeAll(async () => {
  kinds = (await loadKinds({ repoRoot: null, env: { XDG_CONFIG_HOME: '/nonexistent-handoff-test' } })).kinds;
});

type Lang = 'en' | 'de' | 'fr' | 'es' | 'ru' | 'zh' | 'ja';
interface Row {
  kind: string;
  /** An answer of BriefAnswers ("why", "deadEnds") or a kind's question ("field:observed"). */
  key: string;
  names: Record<Lang, string[]>;
}

const SHARED: Row[] = [
  {
    kind: 'task',
    key: 'why',
    names: {
      en: ['Why', 'Background', 'Motivation', 'Rationale', 'Why this matters', 'Problem', 'Is your feature request related to a problem? Please describe.', 'Describe the bug'],
      de: ['Warum', 'Hintergrund', 'Motivation', 'Begründung', 'Warum das wichtig ist', 'Problem'],
      fr: ['Pourquoi', 'Motivation', 'Justification', 'Pourquoi c\'est important', 'Problème'],
      es: ['Por qué', 'Motivación', 'Justificación', 'Antecedentes', 'Problema'],
      ru: ['Зачем', 'Почему', 'Мотивация', 'Обоснование', 'Проблема', 'Почему это важно'],
      zh: ['为什么', '背景', '原因', '动机', '问题背景'],
      ja: ['なぜ', '背景', '理由', '動機', '経緯'],
    },
  },
  {
    kind: 'task',
    key: 'deliver',
    names: {
      en: ['Deliver', 'What to deliver', 'Done when', 'Definition of done', 'Acceptance criteria', 'The ask', 'Ask', 'Success looks like', 'Deliverables', "Describe the solution you'd like", 'Expected behavior', 'Proposed behavior'],
      de: ['Ergebnis', 'Lieferumfang', 'Was zu tun ist', 'Aufgabe', 'Fertig wenn', 'Akzeptanzkriterien', 'Erwartetes Ergebnis'],
      fr: ['Livrable', 'Livrables', 'Ce qu\'il faut faire', 'Résultat attendu', 'Critères d\'acceptation', 'Terminé quand', 'Tâche'],
      es: ['Entregable', 'Qué hacer', 'Qué entregar', 'Resultado esperado', 'Criterios de aceptación', 'Hecho cuando', 'Tarea'],
      ru: ['Что сделать', 'Что нужно сделать', 'Результат', 'Ожидаемый результат', 'Критерии приёмки', 'Критерии готовности', 'Задача'],
      zh: ['交付内容', '交付物', '交付', '产出', '要做什么', '预期结果', '验收标准', '完成标准', '任务'],
      ja: ['成果物', '期待する成果', '完了条件', '受け入れ基準', '期待する結果', '作業内容', 'タスク'],
    },
  },
  {
    kind: 'task',
    key: 'context',
    names: {
      en: ['Context', 'Current state', 'Where things stand'],
      de: ['Kontext', 'Aktueller Stand', 'Ausgangslage'],
      fr: ['Contexte', 'État actuel', 'Situation actuelle'],
      es: ['Contexto', 'Estado actual', 'Situación actual'],
      ru: ['Контекст', 'Текущее состояние', 'Текущая ситуация'],
      zh: ['上下文', '当前状态', '现状'],
      ja: ['現状', '現在の状態', 'コンテキスト'],
    },
  },
  {
    kind: 'bug',
    key: 'decided',
    names: {
      en: ['Already decided', 'Decisions', 'Decisions made'],
      de: ['Bereits entschieden', 'Entscheidungen', 'Getroffene Entscheidungen'],
      fr: ['Déjà décidé', 'Décisions', 'Décisions prises'],
      es: ['Ya decidido', 'Decisiones', 'Decisiones tomadas'],
      ru: ['Уже решено', 'Решения', 'Принятые решения'],
      zh: ['已决定', '决策', '已做的决定'],
      ja: ['決定事項', '決定済み', '決まっていること'],
    },
  },
  {
    kind: 'task',
    key: 'deadEnds',
    names: {
      en: ['Dead ends', 'Tried so far', 'Known pitfalls', 'Already ruled out', "Describe alternatives you've considered"],
      de: ['Sackgassen', 'Bereits versucht', 'Was nicht funktioniert hat', 'Verworfene Ansätze', 'Bereits ausgeschlossen'],
      fr: ['Impasses', 'Déjà essayé', 'Pistes abandonnées', 'Ce qui n\'a pas marché', 'Déjà écarté'],
      es: ['Callejones sin salida', 'Ya probado', 'Ya descartado', 'Lo que no funcionó', 'Intentos fallidos'],
      ru: ['Тупики', 'Что уже пробовали', 'Что не сработало', 'Уже отброшено'],
      zh: ['死胡同', '已尝试', '已排除', '行不通的', '踩过的坑'],
      ja: ['行き止まり', '試したこと', 'うまくいかなかったこと', '却下した案'],
    },
  },
  {
    kind: 'task',
    key: 'pointers',
    names: {
      en: ['Pointers', 'References', 'Key files', 'Relevant files'],
      de: ['Hinweise', 'Verweise', 'Referenzen', 'Relevante Dateien', 'Wichtige Dateien'],
      fr: ['Références', 'Fichiers', 'Fichiers concernés', 'Liens utiles'],
      es: ['Referencias', 'Archivos', 'Archivos relevantes', 'Enlaces'],
      ru: ['Ссылки', 'Файлы', 'Ключевые файлы', 'Полезные ссылки'],
      zh: ['参考', '参考资料', '相关文件', '关键文件'],
      ja: ['参考', '参考資料', '関連ファイル', '主要ファイル'],
    },
  },
  {
    kind: 'task',
    key: 'outOfScope',
    names: {
      en: ['Out of scope', 'Non-goals', 'Won\'t do', 'Not doing'],
      de: ['Nicht im Umfang', 'Außerhalb des Umfangs', 'Nicht-Ziele', 'Was wir nicht tun'],
      fr: ['Hors périmètre', 'Hors sujet', 'Non-objectifs', 'Ce qu\'on ne fait pas'],
      es: ['Fuera de alcance', 'Fuera del alcance', 'No objetivos', 'Lo que no haremos'],
      ru: ['Вне рамок', 'Не входит', 'Не делаем', 'За рамками'],
      zh: ['不在范围', '范围外', '不做', '非目标'],
      ja: ['スコープ外', '対象外', 'やらないこと', '範囲外'],
    },
  },
  {
    kind: 'task',
    key: 'firstStep',
    names: {
      en: ['First step', 'Next steps', 'Getting started', 'Start here'],
      de: ['Erster Schritt', 'Nächste Schritte', 'Einstieg', 'Wo anfangen'],
      fr: ['Première étape', 'Prochaine étape', 'Par où commencer', 'Pour commencer'],
      es: ['Primer paso', 'Próximos pasos', 'Por dónde empezar', 'Para empezar'],
      ru: ['Первый шаг', 'С чего начать', 'Следующий шаг', 'Для начала'],
      zh: ['第一步', '下一步', '从这里开始', '如何开始'],
      ja: ['最初の一歩', '最初のステップ', '最初にやること', 'まずやること'],
    },
  },
];

const OWN: Row[] = [
  {
    kind: 'task',
    key: 'field:constraints',
    names: {
      en: ['Constraints', 'Constraints to respect'],
      de: ['Einschränkungen', 'Rahmenbedingungen', 'Vorgaben'],
      fr: ['Contraintes', 'Contraintes à respecter'],
      es: ['Restricciones', 'Restricciones a respetar'],
      ru: ['Ограничения'],
      zh: ['约束', '限制条件'],
      ja: ['制約', '制約条件'],
    },
  },
  {
    kind: 'bug',
    key: 'field:observed',
    names: {
      en: ['Observed', 'Actual behavior', 'What happens', 'Current behavior'],
      de: ['Beobachtet', 'Beobachtetes Verhalten', 'Tatsächliches Verhalten', 'Was passiert', 'Ist-Verhalten'],
      fr: ['Observé', 'Comportement observé', 'Comportement actuel', 'Ce qui se passe'],
      es: ['Observado', 'Comportamiento observado', 'Comportamiento actual', 'Qué ocurre'],
      ru: ['Что происходит', 'Наблюдаемое поведение', 'Фактическое поведение', 'Фактический результат'],
      zh: ['现象', '实际行为', '实际结果', '问题现象'],
      ja: ['現象', '実際の動作', '実際の結果', '発生している現象'],
    },
  },
  {
    kind: 'bug',
    key: 'field:expected',
    names: {
      en: ['Expected', 'Expected behavior', 'What should happen'],
      de: ['Erwartet', 'Erwartetes Verhalten', 'Soll-Verhalten', 'Was passieren sollte'],
      fr: ['Attendu', 'Comportement attendu', 'Résultat attendu'],
      es: ['Esperado', 'Comportamiento esperado', 'Resultado esperado'],
      ru: ['Ожидаемое поведение', 'Ожидаемый результат', 'Что должно происходить'],
      zh: ['期望行为', '预期行为', '预期结果'],
      ja: ['期待する動作', '期待される動作', '期待結果'],
    },
  },
  {
    kind: 'bug',
    key: 'field:reproduce',
    names: {
      en: ['How to reproduce', 'Steps to reproduce', 'Repro'],
      de: ['Reproduzieren', 'Schritte zum Reproduzieren', 'So reproduzieren'],
      fr: ['Reproduire', 'Étapes pour reproduire', 'Comment reproduire'],
      es: ['Cómo reproducir', 'Pasos para reproducir', 'Reproducir'],
      ru: ['Как воспроизвести', 'Шаги воспроизведения', 'Воспроизведение'],
      zh: ['复现步骤', '重现步骤', '如何复现'],
      ja: ['再現手順', '再現方法', '再現'],
    },
  },
  {
    kind: 'bug',
    key: 'field:evidence',
    names: {
      en: ['Evidence', 'Logs', 'Stack trace'],
      de: ['Belege', 'Logs', 'Fehlermeldung'],
      fr: ['Preuves', 'Journaux', 'Message d\'erreur'],
      es: ['Evidencia', 'Registros', 'Mensaje de error'],
      ru: ['Доказательства', 'Логи', 'Сообщение об ошибке'],
      zh: ['证据', '日志', '错误信息'],
      ja: ['証拠', 'ログ', 'エラーメッセージ'],
    },
  },
  {
    kind: 'prototype',
    key: 'field:question',
    names: {
      en: ['The question', 'Question to answer', 'Hypothesis'],
      de: ['Die Frage', 'Zu beantwortende Frage', 'Hypothese'],
      fr: ['La question', 'Question à trancher', 'Hypothèse'],
      es: ['La pregunta', 'Pregunta a responder', 'Hipótesis'],
      ru: ['Вопрос', 'Гипотеза'],
      zh: ['待回答的问题', '假设', '核心问题'],
      ja: ['問い', '仮説', '検証したいこと'],
    },
  },
  {
    kind: 'prototype',
    key: 'field:settles',
    names: {
      en: ['Evidence that settles it', 'Success criteria', 'How we will know'],
      de: ['Erfolgskriterien', 'Woran wir es erkennen', 'Was die Frage entscheidet'],
      fr: ['Critères de succès', 'Comment saurons-nous', 'Ce qui tranchera'],
      es: ['Criterios de éxito', 'Cómo lo sabremos', 'Qué lo decide'],
      ru: ['Критерии успеха', 'Как мы поймём', 'Что решит вопрос'],
      zh: ['成功标准', '判定标准', '如何判断'],
      ja: ['成功基準', '判定基準', '判断基準'],
    },
  },
  {
    kind: 'prototype',
    key: 'field:throwaway',
    names: {
      en: ['Throwaway or keep', 'Throwaway'],
      de: ['Wegwerfen oder behalten', 'Wegwerfcode'],
      fr: ['Jetable ou à garder', 'Jetable'],
      es: ['Desechable o conservar', 'Desechable'],
      ru: ['Выбросить или оставить', 'Одноразовый'],
      zh: ['一次性还是保留', '一次性'],
      ja: ['使い捨てか残すか', '使い捨て'],
    },
  },
  {
    kind: 'review',
    key: 'field:claims',
    names: {
      en: ['Claims to try to break', 'Claims', 'Claims to verify'],
      de: ['Behauptungen', 'Zu widerlegende Behauptungen', 'Was prüfen'],
      fr: ['Affirmations', 'Affirmations à vérifier', 'Ce qu\'il faut vérifier'],
      es: ['Afirmaciones', 'Afirmaciones a verificar', 'Qué comprobar'],
      ru: ['Утверждения', 'Что проверить', 'Утверждения для проверки'],
      zh: ['需要验证的说法', '要推翻的说法', '待验证的声明', '要检查什么'],
      ja: ['主張', '検証すべき主張', '確認すること'],
    },
  },
  {
    kind: 'review',
    key: 'field:focus',
    names: {
      en: ['Focus', 'Focus areas', 'Areas of concern'],
      de: ['Schwerpunkte', 'Fokus', 'Worauf achten'],
      fr: ['Points d\'attention', 'Focus', 'Axes de revue'],
      es: ['Enfoque', 'Áreas de enfoque', 'Foco'],
      ru: ['Фокус', 'На что обратить внимание'],
      zh: ['重点', '关注点', '审查重点'],
      ja: ['重点', '注目点', '重点的に見るところ'],
    },
  },
  {
    kind: 'review',
    key: 'field:range',
    names: {
      en: ['What to review', 'Commit range', 'Commits to review'],
      de: ['Prüfbereich', 'Commit-Bereich', 'Zu prüfende Commits'],
      fr: ['Quoi relire', 'Plage de commits', 'Commits à relire'],
      es: ['Qué revisar', 'Rango de commits', 'Commits a revisar'],
      ru: ['Что ревьюить', 'Диапазон коммитов', 'Коммиты для ревью'],
      zh: ['审查范围', '评审范围', '提交范围', '要审查的提交'],
      ja: ['レビュー対象', 'コミット範囲', 'レビューするコミット'],
    },
  },
  {
    kind: 'session',
    key: 'field:done',
    names: {
      en: ['Done', 'Done so far', 'Completed'],
      de: ['Erledigt', 'Bereits erledigt', 'Abgeschlossen'],
      fr: ['Fait', 'Ce qui est fait', 'Terminé'],
      es: ['Hecho', 'Lo que está hecho', 'Completado'],
      ru: ['Сделано', 'Что сделано', 'Готово'],
      zh: ['已完成', '完成的工作'],
      ja: ['完了したこと', '完了済み', 'やったこと'],
    },
  },
  {
    kind: 'session',
    key: 'field:in_progress',
    names: {
      en: ['In progress', 'Work in progress', 'Ongoing'],
      de: ['In Arbeit', 'Laufende Arbeit', 'Angefangen'],
      fr: ['En cours', 'Travail en cours'],
      es: ['En curso', 'En progreso', 'Trabajo en curso'],
      ru: ['В работе', 'В процессе'],
      zh: ['进行中', '正在进行'],
      ja: ['進行中', '作業中'],
    },
  },
  {
    kind: 'session',
    key: 'field:next_steps',
    names: {
      en: ['Next steps', 'Next steps, in order', 'Up next'],
      de: ['Nächste Schritte', 'Weitere Schritte'],
      fr: ['Prochaines étapes', 'Étapes suivantes'],
      es: ['Próximos pasos', 'Siguientes pasos'],
      ru: ['Следующие шаги', 'Дальнейшие шаги'],
      zh: ['下一步', '后续步骤'],
      ja: ['次のステップ', '次にやること'],
    },
  },
  {
    kind: 'session',
    key: 'field:blockers',
    names: {
      en: ['Blockers', 'Blocked on'],
      de: ['Blocker', 'Hindernisse', 'Blockiert durch'],
      fr: ['Blocages', 'Points bloquants'],
      es: ['Bloqueos', 'Bloqueantes'],
      ru: ['Блокеры', 'Что блокирует'],
      zh: ['阻塞', '阻碍', '卡点'],
      ja: ['ブロッカー', '阻害要因'],
    },
  },
  {
    kind: 'session',
    key: 'field:risks',
    names: {
      en: ['Open risks', 'Risks'],
      de: ['Risiken', 'Offene Risiken'],
      fr: ['Risques', 'Risques ouverts'],
      es: ['Riesgos', 'Riesgos abiertos'],
      ru: ['Риски', 'Открытые риски'],
      zh: ['风险', '未解决的风险'],
      ja: ['リスク', '残っているリスク'],
    },
  },
  {
    kind: 'session',
    key: 'field:check',
    names: {
      en: ['The check that verifies the state', 'How to verify', 'Check'],
      de: ['Prüfung', 'Wie prüfen', 'Überprüfung'],
      fr: ['Vérification', 'Comment vérifier'],
      es: ['Verificación', 'Cómo verificar'],
      ru: ['Проверка', 'Как проверить'],
      zh: ['验证', '如何验证', '检查方法'],
      ja: ['確認方法', '検証方法'],
    },
  },
  {
    kind: 'session',
    key: 'field:last_good',
    names: {
      en: ['Last known good commit', 'Last good commit'],
      de: ['Letzter guter Commit', 'Letzter funktionierender Commit'],
      fr: ['Dernier bon commit', 'Dernier commit fonctionnel'],
      es: ['Último commit bueno', 'Último commit que funciona'],
      ru: ['Последний рабочий коммит', 'Последний хороший коммит'],
      zh: ['最后一个正常的提交', '最后正常的提交'],
      ja: ['最後の正常なコミット', '最後に動いたコミット'],
    },
  },
  {
    kind: 'session',
    key: 'field:verdict',
    names: {
      en: ['Latest verdict', 'Test results'],
      de: ['Letztes Urteil', 'Testergebnisse'],
      fr: ['Dernier verdict', 'Résultats des tests'],
      es: ['Último veredicto', 'Resultados de las pruebas'],
      ru: ['Последний вердикт', 'Результаты тестов'],
      zh: ['最新结论', '测试结果'],
      ja: ['最新の判定', 'テスト結果'],
    },
  },
  {
    kind: 'recovery',
    key: 'field:running',
    names: {
      en: ['What was running', 'The job'],
      de: ['Was lief', 'Laufender Job'],
      fr: ['Ce qui tournait', 'Tâche lancée'],
      es: ['Qué se estaba ejecutando', 'Trabajo en ejecución'],
      ru: ['Что выполнялось', 'Что запускалось'],
      zh: ['正在运行的任务', '运行的任务'],
      ja: ['実行していたもの', '実行中だったジョブ'],
    },
  },
  {
    kind: 'recovery',
    key: 'field:command',
    names: {
      en: ['Failed command', 'Command'],
      de: ['Befehl', 'Fehlgeschlagener Befehl'],
      fr: ['Commande', 'Commande échouée'],
      es: ['Comando', 'Comando fallido'],
      ru: ['Команда', 'Упавшая команда'],
      zh: ['命令', '失败的命令'],
      ja: ['コマンド', '失敗したコマンド'],
    },
  },
  {
    kind: 'recovery',
    key: 'field:exit_status',
    names: {
      en: ['How it ended', 'Exit status', 'Exit code'],
      de: ['Exit-Code', 'Wie es endete', 'Beendigungsstatus'],
      fr: ['Code de sortie', 'Statut de sortie', 'Comment ça s\'est terminé'],
      es: ['Código de salida', 'Estado de salida', 'Cómo terminó'],
      ru: ['Код выхода', 'Код возврата', 'Чем закончилось'],
      zh: ['退出码', '退出状态', '如何结束'],
      ja: ['終了コード', '終了ステータス', 'どう終わったか'],
    },
  },
  {
    kind: 'recovery',
    key: 'field:failure',
    names: {
      en: ['How it failed', 'Failure', 'Error'],
      de: ['Wie es fehlschlug', 'Fehler', 'Fehlerbild'],
      fr: ['Comment ça a échoué', 'Échec', 'Erreur'],
      es: ['Cómo falló', 'Fallo', 'Error'],
      ru: ['Как упало', 'Ошибка', 'Сбой'],
      zh: ['失败原因', '错误', '故障'],
      ja: ['失敗内容', 'エラー', 'どう失敗したか'],
    },
  },
  {
    kind: 'recovery',
    key: 'field:state',
    names: {
      en: ['State at the failure', 'What is left behind'],
      de: ['Zustand beim Fehler', 'Was übrig ist'],
      fr: ['État au moment de l\'échec', 'Ce qui reste'],
      es: ['Estado al fallar', 'Lo que quedó'],
      ru: ['Состояние на момент сбоя', 'Что осталось'],
      zh: ['失败时的状态', '遗留状态'],
      ja: ['失敗時の状態', '残っているもの'],
    },
  },
];

const REQUIRED_SHARED: [string, string][] = [
  ['why', 'Why'],
  ['deliver', 'Deliver'],
  ['firstStep', 'First step'],
];

const MARK = 'marker text of the section';

/** The answer a brief gave for `key`, as text. */
function answerOf(answers: Record<string, unknown> & { fields: Record<string, string> }, key: string): string {
  if (key.startsWith('field:')) return answers.fields[key.slice(6)] ?? '';
  const v = answers[key];
  return Array.isArray(v) ? v.join('\n') : String(v ?? '');
}

/** A brief whose other required shared sections are written in English, and `name` holds MARK. */
function doc(name: string, key: string, shape: 'heading' | 'bold' | 'plain'): string {
  const others = REQUIRED_SHARED.filter(([k]) => k !== key);
  if (shape === 'heading') return ['# A title', '', ...others.flatMap(([, h]) => [`## ${h}`, `${h} text.`, '']), `## ${name}`, MARK, ''].join('\n');
  const label = (h: string, text: string) => (shape === 'bold' ? `**${h}:** ${text}` : `${h}: ${text}`);
  return ['# A title', '', ...others.flatMap(([, h]) => [label(h, `${h} text.`), '']), label(name, MARK), ''].join('\n');
}

const cases = [...SHARED, ...OWN].flatMap((row) => (Object.entries(row.names) as [Lang, string[]][]).flatMap(([lang, names]) => names.map((name) => ({ ...row, lang, name }))));

describe('each section of each kind, in each language, fills from the headings people write', () => {
  for (const shape of ['heading', 'bold', 'plain'] as const) {
    // A question or a phrase with a comma ("Next steps, in order") is a heading, never a label (words only).
    const these = shape === 'heading' ? cases : cases.filter((c) => !/[?,]/.test(c.name));
    it.each(these.map((c) => [c.kind, c.key, c.lang, c.name] as const))(`${shape}: %s %s (%s) "%s"`, (kindName, key, _lang, name) => {
      const r = importBrief(doc(name, key, shape), kinds.get(kindName)!);
      const got = answerOf(r.answers as unknown as Record<string, unknown> & { fields: Record<string, string> }, key);
      expect(got, JSON.stringify(r.placement)).toContain(MARK);
    });
  }
});
