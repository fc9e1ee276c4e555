import { describe, expect, it } from 'vitest';
import { changelogSection, versionedPackages } from './changelog.mjs';

describe('versionedPackages', () => {
  it('lists the packages whose version changed, by name, and skips those without a name or version', () => {
    const before = new Map([
      ['packages/sdk/package.json', { name: '@bookshop/sdk', version: '0.1.0' }],
      ['packages/react/package.json', { name: '@bookshop/react', version: '0.1.0' }],
      ['examples/storefront/package.json', { name: 'storefront', version: '0.0.0', private: true }],
      ['package.json', { name: 'bookshop-storefront-kit' }],
    ]);
    const after = new Map([
      ['packages/sdk/package.json', { name: '@bookshop/sdk', version: '0.2.0' }],
      ['packages/react/package.json', { name: '@bookshop/react', version: '0.1.0' }],
      ['examples/storefront/package.json', { name: 'storefront', version: '0.0.0', private: true }],
      ['package.json', { name: 'bookshop-storefront-kit' }],
      ['packages/new/package.json', { name: '@bookshop/new', version: '0.0.1' }],
    ]);
    expect(versionedPackages(before, after)).toEqual([
      { path: 'packages/new/package.json', name: '@bookshop/new', from: undefined, to: '0.0.1' },
      { path: 'packages/sdk/package.json', name: '@bookshop/sdk', from: '0.1.0', to: '0.2.0' },
    ]);
  });
});

describe('changelogSection', () => {
  const changelog = [
    '# @bookshop/sdk',
    '',
    '## 0.3.0',
    '',
    '### Minor Changes',
    '',
    '- New thing.',
    '',
    '## 0.2.0',
    '',
    '### Minor Changes',
    '',
    '- First release.',
    '',
  ].join('\n');

  it('answers one version, from its heading to the next version', () => {
    expect(changelogSection(changelog, '0.3.0')).toBe('## 0.3.0\n\n### Minor Changes\n\n- New thing.');
  });

  it('answers the last version up to the end, without trailing blank lines', () => {
    expect(changelogSection(changelog, '0.2.0')).toBe('## 0.2.0\n\n### Minor Changes\n\n- First release.');
  });

  it('does not take a version for another that starts with it', () => {
    expect(changelogSection(changelog, '0.3')).toBeUndefined();
    expect(changelogSection('# x\n\n## 0.2.0-next.1\n\n- a\n', '0.2.0')).toBeUndefined();
  });
});
