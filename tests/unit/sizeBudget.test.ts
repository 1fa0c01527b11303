import { describe, expect, it } from 'vitest';
import { pageFiles, type Manifest } from '../../scripts/sizeBudget';

/** index.html imports vendor and shell statically; two screens load lazily and share a chunk. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js', '_shell.js'],
    dynamicImports: ['List.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shell.js': { file: 'assets/shell.js', imports: ['_vendor.js'] },
  'List.tsx': { file: 'assets/List.js', isDynamicEntry: true, imports: ['_table.js', '_vendor.js'] },
  'Show.tsx': { file: 'assets/Show.js', isDynamicEntry: true, imports: ['_table.js', '_form.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_icons.js'] },
  '_form.js': { file: 'assets/form.js' },
  '_icons.js': { file: 'assets/icons.js' },
  'style.css': { file: 'assets/style.css' },
};

describe('the size budget: what a page downloads before it shows', () => {
  it('is the entry and its static imports, once each, without the lazily loaded screens', () => {
    expect(pageFiles(manifest, []).sort()).toEqual(['assets/index.js', 'assets/shell.js', 'assets/vendor.js']);
  });

  it("adds the page's own screen with the static imports of that screen, all the way down, and nothing of other screens", () => {
    expect(pageFiles(manifest, ['List.tsx']).sort()).toEqual([
      'assets/List.js',
      'assets/icons.js',
      'assets/index.js',
      'assets/shell.js',
      'assets/table.js',
      'assets/vendor.js',
    ]);
  });

  it('refuses a screen that the build does not load lazily, so a moved or renamed screen cannot pass unmeasured', () => {
    expect(() => pageFiles(manifest, ['Gone.tsx'])).toThrow('not a lazily loaded screen of this build: Gone.tsx');
    expect(() => pageFiles(manifest, ['_table.js'])).toThrow('not a lazily loaded screen');
  });
});
