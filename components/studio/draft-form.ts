/**
 * The editor's form state and its checks: the working copy as the creator types it, checked as
 * they type by the same schema the API applies (core/contract/studio.ts), with every issue worded
 * in the page's language. Pure: no React, so the rules are tested on their own.
 */
import type { z } from 'zod';
import {
  publishIssues,
  recipeDraftSchema,
  type PublishIssue,
  type RecipeDraft,
} from '@/core/contract/studio';
import { LOCALES, type Locale } from '@/core/locale';

/** The form: a draft whose lists keep the blank lines being typed (the schema drops them). */
export type DraftForm = RecipeDraft;

/** A field's issue: the message key under Studio.editor.issue and its values. */
export type FieldIssue = {
  key: 'tooLong' | 'tooMany' | 'tooSmall' | 'tooBig' | 'number' | 'url' | 'required' | 'invalid';
  values: Record<string, number>;
};

export type FormCheck =
  | { ok: true; draft: RecipeDraft; issues: Map<string, FieldIssue[]>; publish: PublishIssue[] }
  | { ok: false; issues: Map<string, FieldIssue[]>; publish: PublishIssue[] };

/** One language's content, created empty when the creator starts writing in it. */
export function contentOf(form: DraftForm, locale: Locale) {
  return (
    form.content[locale] ?? { name: '', title: '', description: '', ingredients: [], steps: [] }
  );
}

/** A line list as a textarea shows it, and back: every line kept while typing. */
export const linesToText = (lines: readonly string[]) => lines.join('\n');
export const textToLines = (text: string) => (text === '' ? [] : text.split('\n'));

/** A zod issue in the form's words. */
function fieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'tooLong', values: { max: Number(issue.maximum) } };
      if (issue.origin === 'array')
        return { key: 'tooMany', values: { max: Number(issue.maximum) } };
      return { key: 'tooBig', values: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return { key: 'required', values: {} };
      return { key: 'tooSmall', values: { min: Number(issue.minimum) } };
    case 'invalid_type':
      return { key: issue.expected === 'number' ? 'number' : 'invalid', values: {} };
    case 'custom':
      return { key: 'url', values: {} };
    default:
      return { key: 'invalid', values: {} };
  }
}

/**
 * Any studio form checked by its schema from the contract: the issues by field path
 * ('bio.en', 'socials.0.url'), in the form's words.
 */
export function issuesOf(schema: z.ZodType, value: unknown): Map<string, FieldIssue[]> {
  const issues = new Map<string, FieldIssue[]>();
  const parsed = schema.safeParse(value);
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    issues.set(field, [...(issues.get(field) ?? []), fieldIssue(issue)]);
  }
  return issues;
}

/**
 * The issues by field path ('content.nl.name', 'content.en.ingredients', 'prepMinutes'): a line
 * of a list counts for its list, with the line's number.
 */
export function checkForm(form: DraftForm): FormCheck {
  const parsed = recipeDraftSchema.safeParse(form);
  const issues = new Map<string, FieldIssue[]>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const list = path[2] === 'ingredients' || path[2] === 'steps';
      const field = (
        list ? path.slice(0, 3) : path[0] === 'nutrition' ? path.slice(0, 2) : path
      ).join('.');
      const found = fieldIssue(issue);
      if (list && path[3] !== undefined) found.values.line = Number(path[3]) + 1;
      issues.set(field, [...(issues.get(field) ?? []), found]);
    }
    return { ok: false, issues, publish: [] };
  }
  return { ok: true, draft: parsed.data, issues, publish: publishIssues(parsed.data) };
}

/** A new recipe's working copy, written in `locale`. */
export function emptyDraft(locale: Locale): RecipeDraft {
  return recipeDraftSchema.parse({ originalLocale: locale, content: { [locale]: {} } });
}

/** The languages the form shows tabs for: both, the original first. */
export const tabOrder = (original: Locale): Locale[] => [
  original,
  ...LOCALES.filter((l) => l !== original),
];
