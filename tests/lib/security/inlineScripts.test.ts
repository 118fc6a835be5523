/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineScriptHashes, inlineScripts, scriptHash } from '@/lib/security/inlineScripts';

describe('inlineScripts', () => {
  it('finds the scripts a browser runs inline, exactly as written', () => {
    const html =
      '<html><head><script src="/_next/a.js" async=""></script><script id="_R_">self.a=1</script></head>' +
      '<body><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="module">import "/x.js"</script><SCRIPT>self.__next_f.push([1,"&amp;\\u003c"])</SCRIPT></body></html>';
    expect(inlineScripts(html)).toEqual([
      'self.a=1',
      '(self.__next_f=self.__next_f||[]).push([0])',
      'import "/x.js"',
      'self.__next_f.push([1,"&amp;\\u003c"])',
    ]);
  });

  it('hashes the UTF-8 text as CSP does', () => {
    expect(scriptHash('alert(1)')).toBe('bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(scriptHash('é')).toBe(createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64'));
  });

  it('lists each hash once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script>b()</script>')).toHaveLength(2);
  });
});
