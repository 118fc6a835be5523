/**
 * A small schema.org checker for the types and properties the site's JSON-LD uses, shared
 * by the jest tests (lib/structured-data) and the browser tests (e2e/seo.spec.ts).
 *
 * Each type lists the schema.org properties it may carry (an unknown or misspelt property
 * is an error) with the kind of value expected, and the properties Google requires for it.
 * URLs must be absolute; `site` URLs must also be on the site's own origin.
 */

type Kind = 'text' | 'url' | 'site' | 'position' | { node: string };

interface TypeRule {
  properties: Record<string, { kind: Kind; list?: boolean }>;
  required: readonly string[];
  /** At least one of these must be present. */
  oneOf?: readonly string[];
}

const TYPES: Record<string, TypeRule> = {
  Organization: {
    properties: {
      '@id': { kind: 'site' },
      name: { kind: 'text' },
      url: { kind: 'site' },
      logo: { kind: 'site' },
      email: { kind: 'text' },
      contactPoint: { kind: { node: 'ContactPoint' }, list: true },
      sameAs: { kind: 'url', list: true },
    },
    required: ['name'],
  },
  ContactPoint: {
    properties: {
      contactType: { kind: 'text' },
      telephone: { kind: 'text' },
      email: { kind: 'text' },
      url: { kind: 'site' },
      availableLanguage: { kind: 'text', list: true },
    },
    required: ['contactType'],
    oneOf: ['telephone', 'email', 'url'],
  },
  Product: {
    properties: {
      name: { kind: 'text' },
      sku: { kind: 'text' },
      description: { kind: 'text' },
      url: { kind: 'site' },
      image: { kind: 'site' },
      category: { kind: 'text' },
      brand: { kind: { node: 'Brand' } },
      manufacturer: { kind: { node: 'Organization' } },
      additionalProperty: { kind: { node: 'PropertyValue' }, list: true },
    },
    required: ['name', 'sku', 'description', 'brand'],
  },
  Brand: { properties: { name: { kind: 'text' } }, required: ['name'] },
  PropertyValue: { properties: { name: { kind: 'text' }, value: { kind: 'text' } }, required: ['name', 'value'] },
  BreadcrumbList: {
    properties: { itemListElement: { kind: { node: 'ListItem' }, list: true } },
    required: ['itemListElement'],
  },
  ListItem: {
    properties: { position: { kind: 'position' }, name: { kind: 'text' }, item: { kind: 'site' } },
    required: ['position', 'name', 'item'],
  },
};

export const TOP_LEVEL_TYPES = ['Organization', 'Product', 'BreadcrumbList'] as const;

function checkValue(value: unknown, kind: Kind, path: string, siteOrigin: string, errors: string[]) {
  if (typeof kind === 'object') {
    checkNode(value, kind.node, path, siteOrigin, errors, false);
    return;
  }
  if (kind === 'position') {
    if (!Number.isInteger(value) || (value as number) < 1) errors.push(`${path}: expected a position from 1, got ${JSON.stringify(value)}`);
    return;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    errors.push(`${path}: expected non-empty text, got ${JSON.stringify(value)}`);
    return;
  }
  if (kind === 'url' || kind === 'site') {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      errors.push(`${path}: not an absolute URL: ${value}`);
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') errors.push(`${path}: not a web URL: ${value}`);
    if (kind === 'site' && url.origin !== siteOrigin) errors.push(`${path}: ${value} is not on ${siteOrigin}`);
  }
}

function checkNode(node: unknown, expected: string, path: string, siteOrigin: string, errors: string[], topLevel: boolean) {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    errors.push(`${path}: expected a ${expected} object`);
    return;
  }
  const record = node as Record<string, unknown>;
  if (record['@type'] !== expected) errors.push(`${path}: @type is ${JSON.stringify(record['@type'])}, expected ${expected}`);
  if (topLevel && record['@context'] !== 'https://schema.org') errors.push(`${path}: @context must be https://schema.org`);
  const rule = TYPES[expected]!;
  for (const name of rule.required) {
    if (record[name] === undefined) errors.push(`${path}: ${expected} needs ${name}`);
  }
  if (rule.oneOf && !rule.oneOf.some((name) => record[name] !== undefined)) {
    errors.push(`${path}: ${expected} needs one of ${rule.oneOf.join(', ')}`);
  }
  for (const [name, value] of Object.entries(record)) {
    if (name === '@type' || name === '@context') continue;
    const property = rule.properties[name];
    if (!property) {
      errors.push(`${path}: ${name} is not a property of ${expected} used here`);
      continue;
    }
    if (property.list) {
      if (!Array.isArray(value) || value.length === 0) {
        errors.push(`${path}.${name}: expected a non-empty list`);
        continue;
      }
      value.forEach((item, index) => checkValue(item, property.kind, `${path}.${name}[${index}]`, siteOrigin, errors));
    } else {
      checkValue(value, property.kind, `${path}.${name}`, siteOrigin, errors);
    }
  }
  if (expected === 'BreadcrumbList' && Array.isArray(record.itemListElement)) {
    const positions = record.itemListElement.map((item) => (item as Record<string, unknown>).position);
    if (positions.length < 2) errors.push(`${path}: a breadcrumb trail needs at least two items`);
    if (positions.some((position, index) => position !== index + 1)) errors.push(`${path}: positions must run 1, 2, 3…`);
  }
}

/**
 * Errors of one top-level JSON-LD node (empty when valid): its type is one the site uses,
 * required properties are there, every property belongs to its type and has the right
 * kind of value, URLs are absolute and the site's own ones are on `siteOrigin`.
 */
export function schemaOrgErrors(node: unknown, siteOrigin: string): string[] {
  const errors: string[] = [];
  const type = (node as Record<string, unknown> | null)?.['@type'];
  if (typeof type !== 'string' || !(TOP_LEVEL_TYPES as readonly string[]).includes(type)) {
    return [`unexpected top-level @type ${JSON.stringify(type)}`];
  }
  checkNode(node, type, type, siteOrigin, errors, true);
  return errors;
}
