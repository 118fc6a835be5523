/**
 * A tiny parser for the SVG markup React renders from `ProductRender`, so the catalog
 * and manuals draw each product from the same component the site uses. It reads the
 * subset React emits (elements, double-quoted attributes, no text content).
 */
export interface SvgNode {
  tag: string;
  /** Attributes with camelCase names (`stroke-width` becomes `strokeWidth`). */
  attrs: Record<string, string>;
  children: SvgNode[];
}

const TOKEN = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attrs[camelCase(match[1] as string)] = decodeEntities(match[2] as string);
  }
  return attrs;
}

/** Parses markup with one root element into a tree; throws on unbalanced tags. */
export function parseSvg(markup: string): SvgNode {
  const root: SvgNode = { tag: '#root', attrs: {}, children: [] };
  const stack: SvgNode[] = [root];
  for (const match of markup.matchAll(TOKEN)) {
    const [, closing, tag, attributes, selfClosing] = match as unknown as [string, string, string, string, string];
    const parent = stack[stack.length - 1] as SvgNode;
    if (closing) {
      if (parent.tag !== tag) throw new Error(`Unbalanced SVG markup: </${tag}> closes <${parent.tag}>`);
      stack.pop();
      continue;
    }
    const node: SvgNode = { tag, attrs: parseAttributes(attributes), children: [] };
    parent.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  if (stack.length !== 1) throw new Error('Unbalanced SVG markup: unclosed elements');
  const [first] = root.children;
  if (!first || root.children.length !== 1) throw new Error('SVG markup must have exactly one root element');
  return first;
}
