import { fireEvent, render, screen } from '@testing-library/react';
import { CatalogViewer, type CatalogViewerProps } from '@/components/shared/pdf/CatalogViewer';
import { CatalogCover } from '@/components/shared/pdf/CatalogCover';
import type { ViewerLabels } from '@/components/shared/pdf/labels';

const viewerModule = jest.fn();
// The real viewer runs pdf.js, which jsdom cannot: this one shows what it was given.
jest.mock('@/components/shared/pdf/PdfViewer', () => {
  viewerModule();
  return {
    __esModule: true,
    default: ({ file, takeFocus }: { file: string; takeFocus?: boolean }) => (
      <div data-testid="pdf-viewport" data-file={file} data-take-focus={String(takeFocus)} />
    ),
  };
});

const LABELS = { open: 'Browse the catalog here', loading: 'Loading the catalog viewer…' } as ViewerLabels;
const PROPS = { file: '/catalog/aurex-catalog-en-US.pdf', cover: '/catalog/aurex-catalog-en-US-cover.webp', labels: LABELS };

/** As the catalog page renders it: the cover's picture comes from the server, inside the link. */
function Cover(props: CatalogViewerProps) {
  return (
    <CatalogViewer {...props}>
      <CatalogCover src={props.cover} />
    </CatalogViewer>
  );
}

beforeEach(() => {
  // Each test imports the viewer afresh, so `viewerModule` tells whether this one loaded it.
  jest.resetModules();
  viewerModule.mockClear();
});

describe('CatalogViewer', () => {
  it('shows the cover as a link to the PDF, without loading the viewer', () => {
    const { container } = render(<Cover {...PROPS} />);
    const link = screen.getByRole('link', { name: 'Browse the catalog here' });
    expect(link).toHaveAttribute('href', PROPS.file);
    expect(container.querySelector('img')).toHaveAttribute('src', PROPS.cover);
    expect(container.querySelector('img')).toHaveAttribute('width', '1200');
    expect(container.querySelector('img')).toHaveAttribute('height', '1697');
    expect(viewerModule).not.toHaveBeenCalled();
  });

  it('starts loading the viewer when the visitor points at the cover, and leaves the cover in place', async () => {
    render(<Cover {...PROPS} />);
    fireEvent.pointerEnter(screen.getByRole('link'));
    await Promise.resolve();
    expect(screen.getByRole('link', { name: 'Browse the catalog here' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewerModule).toHaveBeenCalled();
    expect(screen.queryByTestId('pdf-viewport')).toBeNull();
  });

  it('opens the viewer in place of the cover on a click, instead of following the link, and hands it the focus', async () => {
    render(<Cover {...PROPS} />);
    const link = screen.getByRole('link');
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveTextContent('Loading the catalog viewer…');
    const viewer = await screen.findByTestId('pdf-viewport');
    expect(viewer).toHaveAttribute('data-file', PROPS.file);
    expect(viewer).toHaveAttribute('data-take-focus', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lets a click that asks for a new tab or a download follow the link', () => {
    render(<Cover {...PROPS} />);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(fireEvent.click(screen.getByRole('link'), modifier)).toBe(true);
    }
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-busy');
  });
});
