'use client';

import { useId, useState } from 'react';
import type { Face, FamilyId, FinishId } from '@/lib/content/types';
import { ProductRender } from './ProductRender';
import styles from './ProductConfigurator.module.css';

export interface ConfiguratorOption<T extends string> {
  id: T;
  label: string;
  /** SKU code of the option (`EU`, `W`...). */
  code: string;
}

export interface ProductConfiguratorProps {
  face: Face;
  skuPrefix: string;
  name: string;
  description: string;
  standards: readonly ConfiguratorOption<FamilyId>[];
  finishes: readonly ConfiguratorOption<FinishId>[];
  labels: { standard: string; style: string; name: string; sku: string; description: string; universal: string; preview: string };
}

/** "Select Standard" and "Select Style": choosing either redraws the product and its SKU. */
export function ProductConfigurator({ face, skuPrefix, name, description, standards, finishes, labels }: ProductConfiguratorProps) {
  const [standard, setStandard] = useState<FamilyId | undefined>(standards[0]?.id);
  const [finish, setFinish] = useState<FinishId>(finishes[0]!.id);
  const groupId = useId();
  const standardOption = standards.find((option) => option.id === standard);
  const finishOption = finishes.find((option) => option.id === finish)!;
  const sku = [skuPrefix, standardOption?.code, finishOption.code].filter(Boolean).join('-');
  const alt = labels.preview
    .replace('{name}', name)
    .replace('{finish}', finishOption.label)
    .replace('{standard}', standardOption?.label ?? labels.universal);

  return (
    <div className={styles.layout}>
      <div className={styles.stage}>
        <ProductRender face={face} finish={finish} family={standard} title={alt} className={styles.render} />
      </div>
      <div className={styles.panel}>
        <fieldset className={styles.group}>
          <legend>{labels.standard}</legend>
          {standards.length === 0 ? (
            <p className={styles.single}>{labels.universal}</p>
          ) : (
            <div className={styles.options}>
              {standards.map((option) => (
                <label key={option.id} className={styles.option}>
                  <input type="radio" name={`${groupId}-standard`} value={option.id} checked={option.id === standard} onChange={() => setStandard(option.id)} />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{labels.style}</legend>
          <div className={styles.options}>
            {finishes.map((option) => (
              <label key={option.id} className={styles.option}>
                <input type="radio" name={`${groupId}-style`} value={option.id} checked={option.id === finish} onChange={() => setFinish(option.id)} />
                <span className={styles.swatch} data-finish={option.id} aria-hidden="true" />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <dl className={styles.facts}>
          <dt>{labels.name}</dt>
          <dd>{name}</dd>
          <dt>{labels.sku}</dt>
          <dd className={styles.sku} aria-live="polite">{sku}</dd>
          <dt>{labels.description}</dt>
          <dd>{description}</dd>
        </dl>
      </div>
    </div>
  );
}
