import { Fragment } from 'react';
import type { Face, FamilyId, FinishId } from '@/lib/content/types';
import { familyById } from '@/lib/content/families';
import { FINISHES } from '@/lib/content/finishes';

interface Props {
  face: Face;
  finish: FinishId;
  /** Panel family whose plate outline is drawn; stand-alone devices have none. */
  family?: FamilyId;
  /** Accessible name; omit for decorative renders next to a visible name. */
  title?: string;
  className?: string;
}

type Colors = (typeof FINISHES)[FinishId];

/**
 * The glass sheen over a plate: `'page'` fills it with the page's one gradient (ProductSheen),
 * `{ id }` defines the gradient inside the drawing under that id (for a drawing rendered alone,
 * as the share image's renderer does), `null` leaves it out: the documents do, as pdf.js composes
 * a translucent gradient (a soft mask) slowly.
 */
type Sheen = 'page' | { id: string } | null;

const PAGE_SHEEN_ID = 'product-sheen';

function SheenGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
      <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
    </linearGradient>
  );
}

/**
 * The sheen's gradient, once for every drawing of the page (it is the same on each, in the
 * units of the plate it fills). In the shells' layout: a page draws up to twenty products, and
 * each defining its own cost four elements more to parse, hydrate and style.
 */
export function ProductSheen() {
  return (
    <svg className="svg-definitions" aria-hidden="true" focusable="false">
      <defs>
        <SheenGradient id={PAGE_SHEEN_ID} />
      </defs>
    </svg>
  );
}

/** A product drawn from its data: plate outline from the family, colours from the finish. */
export function ProductRender(props: Props) {
  return <ProductDrawing {...props} sheen="page" />;
}

/** The drawing itself, pure, so that the share-image renderer and the documents can call it as a function. */
export function ProductDrawing({ face, finish, family, title, className, sheen }: Props & { sheen: Sheen }) {
  const colors = FINISHES[finish];
  const plate = family ? familyById(family)?.plate : undefined;
  const width = plate?.width ?? 86;
  const height = plate?.height ?? 86;
  const pad = 8;
  const view = `0 0 ${width + pad * 2} ${height + pad * 2}`;
  const standalone = !family;
  const sheenId = sheen === 'page' ? PAGE_SHEEN_ID : sheen?.id;
  // Only the attributes that apply: one left undefined still travels in the page's payload.
  const naming = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg viewBox={view} {...(className ? { className } : {})} {...naming} focusable="false">
      {sheen && sheen !== 'page' && (
        <defs>
          <SheenGradient id={sheen.id} />
        </defs>
      )}
      <rect x={pad + 1.5} y={pad + 2.5} width={width} height={height} rx={plate?.radius ?? 10} fill="#000" opacity="0.12" />
      {standalone ? (
        <Device face={face} colors={colors} cx={pad + width / 2} cy={pad + height / 2} />
      ) : (
        <>
          <rect x={pad} y={pad} width={width} height={height} rx={plate?.radius ?? 6} fill={colors.plate} stroke={colors.edge} strokeWidth="1" />
          {sheenId && <rect x={pad} y={pad} width={width} height={height} rx={plate?.radius ?? 6} fill={`url(#${sheenId})`} />}
          <PlateFace face={face} colors={colors} x={pad} y={pad} width={width} height={height} />
        </>
      )}
    </svg>
  );
}

interface FaceProps {
  face: Face;
  colors: Colors;
  x: number;
  y: number;
  width: number;
  height: number;
}

function PlateFace({ face, colors, x, y, width, height }: FaceProps) {
  const cx = x + width / 2;
  const cy = y + height / 2;
  switch (face.kind) {
    case 'touch':
    case 'rocker': {
      const gangs = face.gangs;
      const inner = width - 16;
      const each = inner / gangs;
      return (
        <>
          {Array.from({ length: gangs }, (_, index) => {
            const left = x + 8 + index * each;
            const mid = left + each / 2;
            return face.kind === 'touch' ? (
              <Fragment key={index}>
                {index > 0 && <line x1={left} y1={y + 14} x2={left} y2={y + height - 14} stroke={colors.edge} strokeWidth="0.6" />}
                <circle cx={mid} cy={cy} r={Math.min(each / 5, 6)} fill="none" stroke={colors.ink} strokeWidth="1.2" />
                <circle cx={mid} cy={y + height - 12} r="1.2" fill={colors.glow} />
              </Fragment>
            ) : (
              <Fragment key={index}>
                <rect x={left + 2} y={y + 10} width={each - 4} height={height - 20} rx="3" fill={colors.plate} stroke={colors.edge} />
                <line x1={mid - 4} y1={y + 16} x2={mid + 4} y2={y + 16} stroke={colors.ink} strokeWidth="1.2" />
              </Fragment>
            );
          })}
        </>
      );
    }
    case 'dimmer':
      return (
        <>
          <circle cx={cx} cy={cy} r={height / 4} fill="none" stroke={colors.ink} strokeWidth="1.5" />
          <circle cx={cx} cy={cy} r={height / 4 - 5} fill={colors.edge} opacity="0.5" />
          <path d={`M ${cx - height / 4 - 6} ${cy + 10} A ${height / 4 + 6} ${height / 4 + 6} 0 1 1 ${cx + height / 4 + 6} ${cy + 10}`} fill="none" stroke={colors.glow} strokeWidth="1.4" strokeLinecap="round" />
        </>
      );
    case 'curtain':
      return (
        <g fill="none" stroke={colors.ink} strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
          <path d={`M ${cx - 18} ${cy + 3} l 6 -6 l 6 6`} />
          <rect x={cx - 3} y={cy - 3} width="6" height="6" rx="1" />
          <path d={`M ${cx + 6} ${cy - 3} l 6 6 l 6 -6`} />
        </g>
      );
    case 'proximity':
      return (
        <g fill="none" stroke={colors.glow} strokeLinecap="round">
          <circle cx={cx} cy={cy} r="4" fill={colors.glow} stroke="none" />
          <path d={`M ${cx - 10} ${cy - 10} a 14 14 0 0 1 20 0`} strokeWidth="1.4" />
          <path d={`M ${cx - 16} ${cy - 16} a 22 22 0 0 1 32 0`} strokeWidth="1.1" opacity="0.7" />
        </g>
      );
    case 'socket':
      return <SocketFace face={face} colors={colors} cx={cx} cy={cy} height={height} />;
    case 'usb':
      return (
        <g fill={colors.ink}>
          {face.ports === 'a-c' && <rect x={cx - 14} y={cy - 3} width="12" height="5" rx="0.8" />}
          <rect x={face.ports === 'a-c' ? cx + 4 : cx - 5} y={cy - 2.5} width="10" height="4" rx="2" />
        </g>
      );
    case 'data':
      return face.jack === 'rj45' ? (
        <>
          <rect x={cx - 9} y={cy - 8} width="18" height="16" rx="2" fill={colors.edge} />
          <rect x={cx - 6} y={cy - 5} width="12" height="9" fill="#1f2328" />
        </>
      ) : (
        <>
          <circle cx={cx} cy={cy} r="9" fill={colors.edge} />
          <circle cx={cx} cy={cy} r="2" fill="#1f2328" />
        </>
      );
    default:
      return null;
  }
}

function SocketFace({ face, colors, cx, cy, height }: { face: Extract<Face, { kind: 'socket' }>; colors: Colors; cx: number; cy: number; height: number }) {
  const r = height / 3.2;
  const hole = '#1f2328';
  switch (face.socket) {
    case 'british':
      return (
        <g fill={hole}>
          <rect x={cx - 2} y={cy - 16} width="4" height="8" rx="0.6" />
          <rect x={cx - 14} y={cy + 4} width="8" height="4" rx="0.6" />
          <rect x={cx + 6} y={cy + 4} width="8" height="4" rx="0.6" />
        </g>
      );
    case 'american':
    case 'italian':
      return (
        <g fill={hole}>
          {[-20, 20].map((dx) => (
            <Fragment key={dx}>
              <rect x={cx + dx - 6} y={cy - 6} width="2.5" height="8" rx="0.6" />
              <rect x={cx + dx + 3.5} y={cy - 6} width="2.5" height="9" rx="0.6" />
              <circle cx={cx + dx} cy={cy + 8} r="2" />
            </Fragment>
          ))}
        </g>
      );
    default:
      return (
        <>
          <circle cx={cx} cy={cy - (face.usb ? 4 : 0)} r={r} fill={colors.edge} opacity="0.6" />
          <circle cx={cx - 7} cy={cy - (face.usb ? 4 : 0)} r="2.4" fill={hole} />
          <circle cx={cx + 7} cy={cy - (face.usb ? 4 : 0)} r="2.4" fill={hole} />
          {face.usb && <rect x={cx - 5} y={cy + r - 1} width="10" height="4" rx="2" fill={colors.ink} />}
        </>
      );
  }
}

function Device({ face, colors, cx, cy }: { face: Face; colors: Colors; cx: number; cy: number }) {
  switch (face.kind) {
    case 'remote':
      return (
        <>
          <rect x={cx - 22} y={cy - 38} width="44" height="76" rx="14" fill={colors.plate} stroke={colors.edge} />
          <rect x={cx - 14} y={cy - 28} width="28" height="24" rx="6" fill="none" stroke={colors.ink} />
          <rect x={cx - 14} y={cy + 2} width="28" height="24" rx="6" fill="none" stroke={colors.ink} />
        </>
      );
    case 'door-sensor':
      return (
        <>
          <rect x={cx - 26} y={cy - 28} width="30" height="56" rx="5" fill={colors.plate} stroke={colors.edge} />
          <rect x={cx + 10} y={cy - 22} width="14" height="44" rx="4" fill={colors.plate} stroke={colors.edge} />
          <circle cx={cx - 11} cy={cy - 18} r="1.6" fill={colors.glow} />
        </>
      );
    case 'button':
      return (
        <>
          <rect x={cx - 36} y={cy - 36} width="72" height="72" rx="10" fill={colors.plate} stroke={colors.edge} />
          <rect x={cx - 26} y={cy - 26} width="52" height="52" rx="8" fill="none" stroke={colors.ink} strokeWidth="1.2" />
        </>
      );
    case 'pir':
      return (
        <>
          <circle cx={cx} cy={cy} r="30" fill={colors.plate} stroke={colors.edge} />
          <circle cx={cx} cy={cy} r="14" fill="#e8e8e4" stroke={colors.edge} />
          <circle cx={cx} cy={cy} r="9" fill="none" stroke={colors.ink} strokeDasharray="2 2" />
        </>
      );
    default:
      return <rect x={cx - 36} y={cy - 36} width="72" height="72" rx="10" fill={colors.plate} stroke={colors.edge} />;
  }
}
