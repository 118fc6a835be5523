import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductDrawing, ProductRender, ProductSheen } from '@/components/shared/ProductRender';

/** The ids a drawing fills with (`url(#…)`). */
function referencedIds(root: ParentNode): string[] {
  return [...root.querySelectorAll('[fill]')].flatMap((element) => /^url\(#(.+)\)$/.exec(element.getAttribute('fill')!)?.[1] ?? []);
}

describe('ProductRender', () => {
  it('fills every plate of a page with the one sheen the page defines, and defines none of its own', () => {
    const { container } = render(
      <>
        <ProductRender face={{ kind: 'touch', gangs: 2 }} finish="pearl-white" family="0" />
        <ProductRender face={{ kind: 'touch', gangs: 3 }} finish="pearl-white" family="1" />
        <ProductSheen />
      </>,
    );
    const ids = referencedIds(container);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(container.querySelector(`#${id}`)?.tagName).toBe('linearGradient');
    expect(container.querySelectorAll('linearGradient')).toHaveLength(1);
    expect(container.querySelector('linearGradient')!.closest('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('defines its own sheen when drawn alone, and none when asked for none', () => {
    const alone = document.createElement('div');
    alone.innerHTML = renderToStaticMarkup(<ProductDrawing face={{ kind: 'dimmer' }} finish="graphite-black" family="2" sheen={{ id: 'card-sheen' }} />);
    expect(referencedIds(alone)).toEqual(['card-sheen']);
    expect(alone.querySelector('#card-sheen')?.tagName).toBe('linearGradient');

    const plain = document.createElement('div');
    plain.innerHTML = renderToStaticMarkup(<ProductDrawing face={{ kind: 'dimmer' }} finish="graphite-black" family="2" sheen={null} />);
    expect(referencedIds(plain)).toEqual([]);
    expect(plain.querySelector('linearGradient')).toBeNull();
  });
});
