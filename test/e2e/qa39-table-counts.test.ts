// QA round 39 / 38, return finding counts where tables are involved (table21), through the built CLI.
// - A section of findings beside others that tabulates failures and states one cause for them in its own text
//   ("## Test Infrastructure Issues" / rows / "**Root Cause:** …", "**Ursache:** …") is one finding (one-cause.ts).
// - A summary table that names findings by their titles beside their detail gives each its severity; a row that names
//   none is a finding of its own; before the detail, rows naming findings are an index (titled-summary.ts).

import { describe, expect, it } from 'vitest';
import { docWorld, returnAndPull, returnTitles } from '../helpers/doc-world.js';

const w = docWorld();
const titles = (text: string) => returnTitles(w, text, 'table21 probe');
const sevs = (text: string) => returnAndPull(w, text, 'table21 sev').pulled.map((f) => [f.title, f.severity ?? null]);

describe('a table of failures under one stated cause is one finding', () => {
  it('English', () => {
    expect(titles("# Review Findings\n\n## Issues\n\n### 1. Cache never expires\nThe cache in `src/cache.ts:10` has no TTL.\n\n### 2. Token logged at login\nThe token is written to `logs/app.log`.\n\n## Test Infrastructure Issues\n\n| Test File | Error Type | Root Cause |\n|---|---|---|\n| test_a.py | 13 failures | async not configured |\n| test_b.py | Async errors | Same plugin issue |\n\n**Root Cause:** the pytest-asyncio plugin is installed but not configured. Need to either:\n1. Add `asyncio_mode = \"auto\"`\n2. Or mark each test\n\n**Passing Tests (2/4):**\n- test_c.py ✅\n- test_d.py ✅\n")).toEqual(['Cache never expires', 'Token logged at login', 'Test Infrastructure Issues']);
  });
  it('German', () => {
    expect(titles("# Prüfbericht\n\n## Probleme\n\n### 1. Der Cache läuft nie ab\nDer Cache in `src/cache.ts:10` hat keine TTL.\n\n### 2. Token im Log\nDas Token steht in `logs/app.log`.\n\n## Probleme der Testumgebung\n\n| Testdatei | Fehlerart | Hinweis |\n|---|---|---|\n| test_a.py | 13 Fehler | async nicht eingerichtet |\n| test_b.py | Async-Fehler | gleiches Plugin-Problem |\n\n**Ursache:** das Plugin pytest-asyncio ist installiert, aber nicht eingerichtet.\n")).toHaveLength(3);
  });
  it('near-miss: without a stated cause, the rows stay findings', () => {
    expect(titles("# Review Findings\n\n## Issues\n\n### 1. Cache never expires\nThe cache in `src/cache.ts:10` has no TTL.\n\n### 2. Token logged at login\nThe token is written to `logs/app.log`.\n\n## Test Infrastructure Issues\n\n| Test File | Error Type | Root Cause |\n|---|---|---|\n| test_a.py | 13 failures | async not configured |\n| test_b.py | Async errors | missing plugin |\n")).toEqual(['Cache never expires', 'Token logged at login', 'async not configured', 'missing plugin']);
  });
});

describe('a summary table naming findings by title: severity for them, findings for the rows it alone states', () => {
  it('English', () => {
    expect(sevs("# TTS Review\n\n## Issues Found\n\n### Issue 1: Voice List Shows Hardcoded Voices\nThe voice list is built from a fixed array in `src/tts.rs`.\nCustom packs show the wrong voices.\n\n### Issue 2: No Download Progress Feedback\nNo progress events are emitted.\nThe user just waits.\n\n### Issue 3: Engine Settings Leak Between Engines\nPaths are mirrored to legacy fields.\nSwitching engines keeps old paths.\n\n## Summary of Issues\n\n| Severity | Issue | Location |\n|---|---|---|\n| High | Voice list is hardcoded, ignores the voice file | `src/tts.rs:930` |\n| Medium | No progress feedback for downloads | `src/tts.rs:1381` |\n| Low | Blocking HTTP client with no timeout | `src/tts.rs:1419` |\n")).toEqual([
      ['Voice List Shows Hardcoded Voices', 'high'],
      ['No Download Progress Feedback', 'medium'],
      ['Engine Settings Leak Between Engines', null],
      ['Blocking HTTP client with no timeout', 'low'],
    ]);
  });
  it('Spanish', () => {
    expect(sevs("# Revisión de TTS\n\n## Problemas encontrados\n\n### Problema 1: Lista de voces fija en el código\nLa lista se construye con un arreglo fijo en `src/tts.rs`.\nLos paquetes propios muestran voces equivocadas.\n\n### Problema 2: Descarga sin indicador de progreso\nNo se emiten eventos de progreso.\nEl usuario sólo espera.\n\n## Resumen de problemas\n\n| Severidad | Problema | Ubicación |\n|---|---|---|\n| Alta | La lista de voces está fija en el código | `src/tts.rs:930` |\n| Media | Sin indicador de progreso en la descarga | `src/tts.rs:1381` |\n| Baja | Cliente HTTP bloqueante sin tiempo límite | `src/tts.rs:1419` |\n").map((x) => x[1])).toEqual(['high', 'medium', 'low']);
  });
  it('a risk table before the detail: the rows naming findings are an index of them', () => {
    expect(titles("# Auditoría\n\n## Resumen\n\n### Principales riesgos\n\n| Riesgo | Severidad | Impacto |\n|---|---|---|\n| CORS abierto a cualquier origen | 🔴 Crítico | Seguridad |\n| JWT secret con fallback hardcodeado | 🔴 Crítico | Tokens |\n| Backend crashea en endpoints clave | 🔴 Crítico | API |\n\n## Seguridad\n\n### SEC-01 — CORS completamente abierto\n`app.use(cors())` sin origen.\nCualquier sitio llama a la API.\n\n### SEC-02 — JWT secret con fallback conocido\n`JWT_SECRET || 'secret'` en `auth.js`.\nTokens falsificables.\n")).toHaveLength(3);
  });
  it('near-miss: a findings table with no detail sections keeps one finding per row', () => {
    expect(titles("# Review\n\n## Summary of Issues\n\n| Severity | Issue | Location |\n|---|---|---|\n| High | Voice list is hardcoded | `src/tts.rs:930` |\n| Medium | No progress feedback for downloads | `src/tts.rs:1381` |\n| Low | Blocking HTTP client with no timeout | `src/tts.rs:1419` |\n")).toHaveLength(3);
  });
  it('near-miss: a table whose rows name no detailed finding changes nothing', () => {
    expect(titles("# TTS Review\n\n## Issues Found\n\n### Issue 1: Voice List Shows Hardcoded Voices\nThe voice list is built from a fixed array.\nCustom packs show the wrong voices.\n\n### Issue 2: No Download Progress Feedback\nNo progress events are emitted.\nThe user just waits.\n\n## Model Sizes\n\n| File | Size | Purpose |\n|---|---|---|\n| model.onnx | 71 MB | acoustic model |\n| vocoder.onnx | 52 MB | neural vocoder |\n")).toEqual(['Voice List Shows Hardcoded Voices', 'No Download Progress Feedback']);
  });
});
