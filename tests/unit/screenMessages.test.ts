/** A screen's texts registered when its code loads (providers/i18nProvider.ts registerScreenMessages). */
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, registerScreenMessages } from '../../providers/i18nProvider';

describe("a screen's registered texts", () => {
  it('are found under bankshift.<screen>, interpolated and pluralised as polyglot does, after the texts given at start', () => {
    const i18n = createI18nProvider({ given: { title: 'Given at start' } });
    expect(i18n.translate('bankshift.later.title')).toBe('bankshift.later.title');
    registerScreenMessages('later', {
      title: 'Permissions of %{name}',
      nested: { count: '%{smart_count} role |||| %{smart_count} roles' },
    });
    expect(i18n.translate('bankshift.later.title', { name: 'Jordan Ellis' })).toBe('Permissions of Jordan Ellis');
    expect(i18n.translate('bankshift.later.nested.count', { smart_count: 2 })).toBe('2 roles');
    expect(i18n.translate('bankshift.given.title')).toBe('Given at start');
    expect(i18n.translate('bankshift.nowhere', { _: 'A default' })).toBe('A default');
  });

  it("come before a default given with the key, as react-admin's inputs and dialogs give their labels", () => {
    const i18n = createI18nProvider({});
    registerScreenMessages('labelled', { role: 'Role' });
    expect(i18n.translate('bankshift.labelled.role', { _: 'bankshift.labelled.role' })).toBe('Role');
  });

  it('leave a key found nowhere as it is, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createI18nProvider({}).translate('bankshift.nowhere.at_all')).toBe('bankshift.nowhere.at_all');
    expect(warn).toHaveBeenCalledWith('Missing translation for key: "bankshift.nowhere.at_all"');
    warn.mockRestore();
  });
});
