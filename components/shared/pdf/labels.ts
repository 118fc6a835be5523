/** Translated texts the catalog viewer shows, passed from the server page. */
export interface ViewerLabels {
  viewerLabel: string;
  /** The cover link's call to open the viewer. */
  open: string;
  loading: string;
  loadingPage: string;
  previous: string;
  next: string;
  pageNumber: string;
  /** "of {total}" with `{total}` left in, filled on the client once the page count is known. */
  pageOf: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  /** "Page {page} of {total}", for the live status. */
  pageStatus: string;
  failedTitle: string;
  failedText: string;
  download: string;
  keyboardHint: string;
}

/** Fills `{name}` placeholders of a label already translated on the server. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
