/** @jest-environment node */
import { REACHES, repositoryFile } from './canary';

/** A canary's message sends the reader to a section of docs/framework-internals.md: it must be there. */
describe('docs/framework-internals.md', () => {
  const headings = new Set([...repositoryFile('docs/framework-internals.md').matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()));

  it.each(Object.values(REACHES))('has the section "%s" that canaries name', (section) => {
    expect(headings).toContain(section);
  });
});
