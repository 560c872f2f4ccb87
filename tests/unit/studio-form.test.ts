import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { checkForm, emptyDraft, linesToText, textToLines } from '@/components/studio/draft-form';
import { PUBLISH_ISSUE_CODES, STUDIO_LIMITS } from '@/core/contract/studio';

/** The studio's form checks (issue 24): the API's own schema, its issues in the form's words. */
describe('the studio form', () => {
  const base = () => {
    const d = emptyDraft('nl');
    return { ...d, content: { nl: { ...d.content.nl!, name: 'Shakshuka', title: 'Shakshuka' } } };
  };

  it('a new draft is valid to save, and says what publishing still needs', () => {
    const check = checkForm(emptyDraft('en'));
    expect(check.ok).toBe(true);
    expect(check.publish.map((i) => i.code)).toEqual(['needsName', 'needsType', 'needsTime']);
    const ready = checkForm({ ...base(), type: 'dinner', timeMinutes: 30 });
    expect(ready.ok && ready.publish).toEqual([]);
  });

  it('names the field and the bound of each issue, a list line by its number', () => {
    const form = base();
    form.content.nl.name = 'x'.repeat(STUDIO_LIMITS.name + 1);
    form.content.nl.ingredients = ['2 uien', '', 'y'.repeat(STUDIO_LIMITS.ingredientLine + 1)];
    form.prepMinutes = Number.NaN;
    form.externalUrl = 'javascript:alert(1)';
    const check = checkForm(form);
    expect(check.ok).toBe(false);
    expect(check.issues.get('content.nl.name')).toEqual([
      { key: 'tooLong', values: { max: STUDIO_LIMITS.name } },
    ]);
    expect(check.issues.get('content.nl.ingredients')).toEqual([
      { key: 'tooLong', values: { max: STUDIO_LIMITS.ingredientLine, line: 3 } },
    ]);
    expect(check.issues.get('prepMinutes')?.[0]?.key).toBe('number');
    expect(check.issues.get('externalUrl')?.[0]?.key).toBe('url');
  });

  it('keeps the blank lines being typed, which the saved draft drops', () => {
    const lines = textToLines('2 uien\n\n1 teen knoflook\n');
    expect(linesToText(lines)).toBe('2 uien\n\n1 teen knoflook\n');
    const form = base();
    form.content.nl.ingredients = lines;
    const check = checkForm(form);
    expect(check.ok && check.draft.content.nl?.ingredients).toEqual(['2 uien', '1 teen knoflook']);
  });

  it('has words for every issue and publishing need in both languages', () => {
    for (const messages of [en, nl]) {
      const e = messages.Studio.editor;
      for (const key of ['tooLong', 'tooMany', 'tooSmall', 'tooBig', 'number', 'url', 'invalid'])
        expect(e.issue[key as keyof typeof e.issue]).toBeTruthy();
      for (const code of PUBLISH_ISSUE_CODES) expect(e.publishIssue[code]).toBeTruthy();
    }
  });
});
