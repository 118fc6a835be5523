'use client';

import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ACCEPTED_IMAGE_TYPES, MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, checkFileList } from '@/lib/forms/fileRules';
import { useMessage } from './useMessage';
import styles from './forms.module.css';

/** The pictures input with previews and the count/size check before sending. */
export function AttachmentPicker({ serverError }: { serverError?: string }) {
  const t = useTranslations('forms');
  const message = useMessage();
  const [previews, setPreviews] = useState<{ name: string; url: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    const problem = checkFileList(files);
    setError(problem);
    if (problem) event.currentTarget.setCustomValidity(message(problem));
    else event.currentTarget.setCustomValidity('');
    setPreviews(problem ? [] : files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) })));
  }

  const shown = error ? message(error) : serverError ? message(serverError) : null;
  return (
    <div className={styles.field} data-invalid={shown ? 'true' : undefined}>
      <label htmlFor="feedback-attachments" className={styles.label}>
        {t('feedback.attachments')}
      </label>
      <input
        id="feedback-attachments"
        name="attachments"
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={onChange}
        aria-describedby={`feedback-attachments-hint${shown ? ' feedback-attachments-error' : ''}`}
      />
      <p id="feedback-attachments-hint" className={styles.hint}>
        {t('feedback.attachmentsHint', { max: MAX_ATTACHMENTS, size: MAX_ATTACHMENT_BYTES / 1024 / 1024 })}
      </p>
      {shown ? (
        <p id="feedback-attachments-error" className={styles.error}>
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
