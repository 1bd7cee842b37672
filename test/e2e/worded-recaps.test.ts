// An executive summary's list that names, in other words, the findings stated in detail below (QA 38 class 1b):
// "### Principais Descobertas" / "⚠️ **Problemas Críticos Encontrados:**" / "1. **Múltiplas conexões WebSocket
// potenciais** (Alto risco)" above "### 1. Múltiplas Conexões WebSocket Duplicadas" counted every finding twice and
// its label once. A person counts each once, where it is stated; the summary is kept under its heading. Near-misses:
// a list with an item that names no stated finding; findings of two areas that share a word or one.

import { describe, expect, it } from 'vitest';
import { docWorld, oneHandoff } from '../helpers/doc-world.js';

const w = docWorld();
const handoff = oneHandoff(w, 'worded recaps');
const titles = (text: string) => handoff.record(text, '--outcome', 'answered').j.findings.map((f) => f.title);

const PT = '# Auditoria Técnica\n\n## 📋 Resumo Executivo\n\nEsta auditoria identificou **2 problemas**.\n\n### Principais Descobertas\n\n⚠️ **Problemas Críticos Encontrados:**\n1. **Múltiplas conexões WebSocket potenciais** (Alto risco)\n2. **Token no localStorage** (Alto risco)\n\n## 🔴 RISCOS ALTOS\n\n### 1. Múltiplas Conexões WebSocket Duplicadas\n\n**Severidade:** 🔴 **ALTA**\n**Localização:** `src/hooks/useNotifications.ts`\n\nDois hooks abrem cada um seu próprio socket.\n\n### 2. Token de Sessão no localStorage\n\n**Severidade:** 🔴 **ALTA**\n**Localização:** `src/store/authStore.ts:53`\n\nO token é legível por qualquer script.\n';
const EN = '# Technical audit\n\n## Executive summary\n\nThis audit found **2 problems**.\n\n### Key findings\n\n**Critical problems found:**\n1. **Session token readable from scripts** (high risk)\n2. **Duplicate socket connections** (high risk)\n\n## High risks\n\n### 1. Duplicate WebSocket Connections Opened\n\n**Severity:** High\n**Location:** `src/hooks/useNotifications.ts`\n\nTwo hooks each open their own socket.\n\n### 2. Session Token Kept in localStorage\n\n**Severity:** High\n**Location:** `src/store/authStore.ts:53`\n\nAny script can read the token.\n';

describe('a summary list that names the detailed findings in other words adds none', () => {
  it('Portuguese: "Problemas Críticos Encontrados" above the risks', () => {
    expect(titles(PT)).toEqual(['Múltiplas Conexões WebSocket Duplicadas', 'Token de Sessão no localStorage']);
  });

  it('English: "Critical problems found" in another order', () => {
    expect(titles(EN)).toEqual(['Duplicate WebSocket Connections Opened', 'Session Token Kept in localStorage']);
  });

  it('near-miss: an item that names no stated finding keeps the list as findings', () => {
    const t = titles(EN.replace('2. **Duplicate socket connections** (high risk)', '2. **Duplicate socket connections** (high risk)\n3. **Logs written in plain text** (medium risk)'));
    expect(t).toHaveLength(6);
  });
});
