/**
 * What a visitor did to a part's server HTML before its code arrived (onDemand.tsx), carried
 * over to the same markup rendered by the part: which element had focus (and the selection in
 * it), the text typed, the options switched or chosen, the files picked, the element under the
 * pointer, and a click on a plain button.
 * Elements are found again by their position in the part, which renders the same markup, not
 * counting hidden inputs: the server adds some to a form whose action is a server function.
 */
export interface Takeover {
  focus: { path: number[]; selection: [number, number] | null } | null;
  typed: { path: number[]; value: string }[];
  /** Radio buttons and checkboxes the visitor switched. */
  switched: number[][];
  chosen: { path: number[]; value: string }[];
  files: { path: number[]; files: FileList }[];
  hovered: number[] | null;
  click: number[] | null;
}

type Path = number[];

function positioned(parent: Element): Element[] {
  return [...parent.children].filter((child) => !(child instanceof HTMLInputElement && child.type === 'hidden'));
}

function pathOf(root: Element, node: Element): Path | null {
  const path: Path = [];
  for (let current: Element = node; current !== root; ) {
    const parent = current.parentElement;
    if (!parent) return null;
    path.unshift(positioned(parent).indexOf(current));
    current = parent;
  }
  return path;
}

function atPath(root: Element, path: Path): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current ? (positioned(current)[index] ?? null) : null;
  return current;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUT = 'input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="tel"], input[type="url"], textarea';

function selectionOf(element: Element): [number, number] | null {
  if (!element.matches(TEXT_INPUT)) return null;
  const field = element as TextField;
  return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
}

/** Reads what the visitor did; `clicked` is the target of a click made meanwhile, if any. */
export function takeOver(root: Element, clicked: Element | null): Takeover {
  const active = document.activeElement;
  const focusPath = active && root.contains(active) ? pathOf(root, active) : null;
  const typed = [...root.querySelectorAll<TextField>(TEXT_INPUT)]
    .filter((field) => field.value !== field.defaultValue)
    .flatMap((field) => {
      const path = pathOf(root, field);
      return path ? [{ path, value: field.value }] : [];
    });
  const switched = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')]
    .filter((input) => input.checked !== input.defaultChecked)
    .flatMap((input) => {
      const path = pathOf(root, input);
      return path ? [path] : [];
    });
  const chosen = [...root.querySelectorAll('select')]
    .filter((select) => [...select.options].some((option) => option.selected !== option.defaultSelected))
    .flatMap((select) => {
      const path = pathOf(root, select);
      return path ? [{ path, value: select.value }] : [];
    });
  const files = [...root.querySelectorAll<HTMLInputElement>('input[type="file"]')]
    .filter((input) => input.files?.length)
    .flatMap((input) => {
      const path = pathOf(root, input);
      return path && input.files ? [{ path, files: input.files }] : [];
    });
  const hoveredElements = root.querySelectorAll(':hover');
  const hovered = hoveredElements.length ? pathOf(root, hoveredElements[hoveredElements.length - 1]!) : null;
  const button = clicked?.closest('button[type="button"]');
  return {
    focus: focusPath && active ? { path: focusPath, selection: selectionOf(active) } : null,
    typed,
    switched,
    chosen,
    files,
    hovered,
    click: button && root.contains(button) ? pathOf(root, button) : null,
  };
}

/** Sets a field's value the way typing does, so a component that controls the field sees it. */
function type(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Gives the part's own markup what the visitor did to the server's. */
export function applyTakeover(root: Element, takeover: Takeover): void {
  for (const { path, value } of takeover.typed) {
    const field = atPath(root, path);
    if (field?.matches(TEXT_INPUT)) type(field as TextField, value);
  }
  for (const path of takeover.switched) {
    const input = atPath(root, path);
    // A click, as the visitor's was: the part hears of the change the way it would have.
    if (input instanceof HTMLInputElement && input.checked === input.defaultChecked) input.click();
  }
  for (const { path, value } of takeover.chosen) {
    const select = atPath(root, path);
    if (!(select instanceof HTMLSelectElement)) continue;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const { path, files } of takeover.files) {
    const input = atPath(root, path);
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') continue;
    input.files = files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (takeover.hovered && typeof PointerEvent === 'function') {
    atPath(root, takeover.hovered)?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
  }
  // Focus, selection and the click wait until the part has taken in the values above (a
  // component that controls a field re-renders it, which would move the caret).
  queueMicrotask(() => {
    if (takeover.focus) {
      const element = atPath(root, takeover.focus.path);
      if (element instanceof HTMLElement) {
        element.focus({ preventScroll: true });
        if (takeover.focus.selection) (element as TextField).setSelectionRange(...takeover.focus.selection);
      }
    }
    if (takeover.click) {
      const button = atPath(root, takeover.click);
      if (button instanceof HTMLButtonElement) button.click();
    }
  });
}

/**
 * Calls `then` at once, or, while something in `root` is held down (`:active`, by a pointer or
 * the space bar; it holds for the ancestors of what is pressed too), in the first frame after it
 * is let go, when the click that makes has been heard. The browser sends a click only to the
 * element that was pressed: replaced by the part's own markup in between, it would never get
 * it, and the visitor's click would be lost. (A tap sets `:active` only as its click is sent,
 * for a moment.)
 */
export function afterPress(root: Element, then: () => void): void {
  if (root.matches(':active')) requestAnimationFrame(() => afterPress(root, then));
  else then();
}
