'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ACCEPTED_IMAGE_TYPES, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, checkFileList } from '@/lib/forms/fileRules';
import { useBrowserValue } from '../useBrowserValue';
import { useMessage } from './useMessage';
import { useFormRecovery } from './FormRecovery';
import styles from './forms.module.css';

/** Puts `files` back into a file input (assigning a FileList fires no change event). */
function putBack(input: HTMLInputElement, files: readonly File[]) {
  // Where no file list can be built (jsdom), the input stays empty, as the browser left it.
  if (typeof DataTransfer !== 'function') return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/** The form's two pickers: pictures of the fault, and the receipt of a warranty claim. */
const PICKERS = {
  attachments: { max: MAX_ATTACHMENTS, label: 'feedback.attachments', choose: 'feedback.choosePictures', hint: 'feedback.attachmentsHint' },
  proof: { max: 1, label: 'feedback.proof', choose: 'feedback.chooseProof', hint: 'feedback.proofHint' },
} as const;

interface Props {
  /** The input's name, which is its picker's. */
  name: keyof typeof PICKERS;
  serverError?: string;
  /** True while the form's action runs. */
  pending: boolean;
}

/**
 * The pictures input, with previews and the count/size check before sending.
 *
 * With script, a "Choose pictures" button and a count line in the page's language take the
 * place of the browser's own control, whose texts follow the browser's language; the native
 * input lies, transparent, over the button, so clicks, drops and the keyboard reach it directly.
 * Without script the browser's control shows, since the count line could not follow the choice.
 *
 * React empties a form after each action. After a refused submission, the chosen pictures are
 * put back, so that correcting a field and sending again does not silently drop them; the
 * Reset button still empties the input. After a submission the server could not answer, the
 * form is mounted anew (FormRecovery) and the pictures come back the same way.
 */
export function AttachmentPicker({ name, serverError, pending }: Props) {
  const ID = `feedback-${name}`;
  const { max, ...keys } = PICKERS[name];
  const t = useTranslations('forms');
  const message = useMessage();
  // False in the server HTML and while hydrating, true once the script runs.
  const hydrated = useBrowserValue(() => true, false);
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<readonly File[]>([]);
  const [error, setError] = useState<string | null>(null);

  // The reset that React makes after an action happens while `pending` is still true here.
  const actionRunning = useRef(pending);
  useLayoutEffect(() => {
    actionRunning.current = pending;
  }, [pending]);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onReset = () => {
      if (!actionRunning.current) {
        setFiles([]);
        setError(null);
        input.current?.setCustomValidity('');
        return;
      }
      // The reset clears the input after this event; put the pictures back once it has.
      const kept = Array.from(input.current?.files ?? []);
      queueMicrotask(() => {
        if (input.current && input.current.files?.length === 0) putBack(input.current, kept);
      });
    };
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  const previews = useMemo(() => (error ? [] : files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) }))), [files, error]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  /** Shows and checks what the input holds. */
  function take(target: HTMLInputElement) {
    const chosen = Array.from(target.files ?? []);
    const problem = checkFileList(chosen, max);
    setFiles(chosen);
    setError(problem);
    target.setCustomValidity(problem ? message(problem) : '');
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => take(event.currentTarget);

  // Pictures chosen before the script ran are in the input, but no change event told React;
  // after a submission the server could not answer, the form is new and gets its pictures back.
  const recovered = useFormRecovery()?.recovered?.files[name];
  useEffect(() => {
    if (!hydrated || !input.current) return;
    if (recovered?.length && input.current.files?.length === 0) putBack(input.current, recovered);
    if (input.current.files?.length) take(input.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the script takes over
  }, [hydrated]);

  const shown = error ? message(error) : serverError ? message(serverError) : null;
  const describedBy = [hydrated ? `${ID}-chosen` : null, `${ID}-hint`, shown ? `${ID}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-invalid={shown ? 'true' : undefined}>
      <label htmlFor={ID} className={styles.label}>
        {t(keys.label)}
      </label>
      {/* The input keeps its place in the tree when the script takes over, and so its files. */}
      <div className={hydrated ? styles.picker : undefined}>
        <span className={hydrated ? styles.pickerButton : undefined}>
          {hydrated ? (
            <span className={`button button--ghost ${styles.pickerFace}`} aria-hidden="true">
              {t(keys.choose)}
            </span>
          ) : null}
          <input
            ref={input}
            id={ID}
            name={name}
            type="file"
            multiple={max > 1}
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={onChange}
            className={hydrated ? styles.pickerInput : styles.fileInput}
            aria-describedby={describedBy}
          />
        </span>
        {hydrated ? (
          <span id={`${ID}-chosen`} aria-live="polite">
            {t('feedback.picturesChosen', { count: files.length })}
          </span>
        ) : null}
      </div>
      <p id={`${ID}-hint`} className={styles.hint}>
        {t(keys.hint, { max, size: MAX_ATTACHMENT_BYTES / 1024 / 1024 })}
      </p>
      {shown ? (
        <p id={`${ID}-error`} className={styles.error}>
          {shown}
        </p>
      ) : null}
      {previews.length > 0 ? (
        <ul className={styles.previews}>
          {previews.map((preview) => (
            <li key={preview.url} className={styles.preview}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview */}
              <img src={preview.url} alt={t('feedback.previewAlt', { name: preview.name })} />
              <span>{preview.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
