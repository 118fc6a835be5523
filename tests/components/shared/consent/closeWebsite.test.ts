import { closeWebsite } from '@/components/shared/consent/closeWebsite';

function fakeWindow({ closesOn }: { closesOn: 'close' | 'reopen' | 'never' }) {
  const win = {
    closed: false,
    close: jest.fn(() => {
      if (closesOn === 'close') win.closed = true;
    }),
    open: jest.fn(() => ({
      close: () => {
        if (closesOn === 'reopen') win.closed = true;
      },
    })),
    location: { replace: jest.fn() },
  };
  return win;
}

describe('closeWebsite', () => {
  it('closes the window when the browser allows it', () => {
    const win = fakeWindow({ closesOn: 'close' });
    closeWebsite(win as unknown as Window);
    expect(win.close).toHaveBeenCalled();
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('then tries reopening the window as script-opened and closing it', () => {
    const win = fakeWindow({ closesOn: 'reopen' });
    closeWebsite(win as unknown as Window);
    expect(win.open).toHaveBeenCalledWith('', '_self');
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('finally leaves the site for an empty page', () => {
    const win = fakeWindow({ closesOn: 'never' });
    win.close.mockImplementation(() => {
      throw new Error('Scripts may not close windows that were not opened by script.');
    });
    closeWebsite(win as unknown as Window);
    expect(win.location.replace).toHaveBeenCalledWith('about:blank');
  });
});
