/**
 * Loads a page or file as a link would: a full load, so a page comes as its prerendered HTML
 * and a PDF opens (LocalLink explains why the site has no client-side navigation).
 */
export function navigateTo(href: string): void {
  window.location.assign(href);
}
