import { wiringOf, type Wiring } from '@/lib/content/wiring';
import type { ContentTranslate, Product } from '@/lib/content';
import { COAX_IMPEDANCE_OHM } from '@/lib/content/products';

/**
 * A product's wiring diagram as SVG, drawn from its technical data (lib/content/wiring.ts) and
 * labelled in the page's language: the supply conductors, the product's terminals (L, N, PE,
 * L1…Ln), the lamps or motor on its outputs, a bypass where a no-neutral model needs one, and
 * the gateway's radio link. Terminal names are the marks printed on the product, in every language.
 */

/** The `content` messages; the drawing reads those under `wiring.`. */
type Labels = ContentTranslate;

/** IEC 60446 conductor colours (brown live, blue neutral, green-and-yellow earth); strokes as attributes, so documents draw it without the site's CSS. */
export const STROKES = {
  live: { stroke: '#8a4b14', strokeWidth: 2, fill: 'none' },
  neutral: { stroke: '#1f5fbf', strokeWidth: 2, fill: 'none' },
  earth: { stroke: '#2f7d32', strokeWidth: 2, fill: 'none', strokeDasharray: '10 4' },
  cable: { stroke: '#464c54', strokeWidth: 4, fill: 'none' },
  load: { stroke: '#15181c', strokeWidth: 2, fill: 'none' },
  device: { stroke: '#15181c', strokeWidth: 2, fill: '#f5f6f7' },
  gateway: { stroke: '#0b5cad', strokeWidth: 2, fill: '#f5f6f7' },
  radio: { stroke: '#0b5cad', strokeWidth: 2, fill: 'none', strokeDasharray: '4 6' },
} as const;
export const TEXT = { fill: '#15181c', fontSize: 13 } as const;
export const SMALL = { fill: '#464c54', fontSize: 11 } as const;

export const WIDTH = 600;
export const LIVE_Y = 70;
export const BOX = { x: 60, y: 100, width: 140, height: 100 };
export const NEUTRAL_Y = 250;
const EARTH_Y = 280;
export const LOAD_Y = 212;
export const FIRST_OUTPUT_Y = 118;
const OUTPUT_STEP = 20;
const LOAD_STEP = 80;
const TERMINAL_X = BOX.x + 30;

function summaryOf(wiring: Wiring, t: Labels): string {
  switch (wiring.kind) {
    case 'switch':
      return t(wiring.supply.includes('N') ? 'wiring.summaries.switch' : 'wiring.summaries.switchNoNeutral', { gangs: wiring.outputs.length });
    case 'curtain':
      return t('wiring.summaries.curtain');
    case 'socket':
      return t('wiring.summaries.socket');
    case 'data':
      return t('wiring.summaries.data');
    case 'coax':
      return t('wiring.summaries.coax');
    case 'wireless':
      return t('wiring.summaries.wireless');
  }
}

export function Terminal({ x, y, name }: { x: number; y: number; name: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={4} fill="#ffffff" stroke="#15181c" strokeWidth={2} />
      <text x={x} y={y + (y === BOX.y ? 16 : -8)} textAnchor="middle" {...TEXT} fontSize={12} fontWeight={700}>
        {name}
      </text>
    </g>
  );
}

export function SupplyLine({ y, label, stroke }: { y: number; label: string; stroke: (typeof STROKES)[keyof typeof STROKES] }) {
  return (
    <g>
      <line x1={16} x2={WIDTH - 16} y1={y} y2={y} {...stroke} />
      <text x={16} y={y - 6} {...TEXT}>
        {label}
      </text>
    </g>
  );
}

export function Lamp({ x, y, label }: { x: number; y: number; label: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={12} {...STROKES.load} />
      <path d={`M${x - 8} ${y - 8}l16 16M${x + 8} ${y - 8}l-16 16`} {...STROKES.load} />
      {/* Under the lamp, beside its neutral drop: to its right, a long name ran into the next lamp. */}
      <text x={x + 6} y={y + 26} {...TEXT} fontSize={11}>
        {label}
      </text>
    </g>
  );
}

/** Lamps right to left, so no output wire crosses another lamp's drop. */
function loadX(index: number, count: number): number {
  return 280 + (count - 1 - index) * LOAD_STEP;
}

function SwitchedLoads({ wiring, t }: { wiring: Wiring; t: Labels }) {
  const count = wiring.outputs.length;
  if (wiring.kind === 'curtain') {
    const motorX = 330;
    return (
      <g>
        {wiring.outputs.map((output, index) => {
          const y = FIRST_OUTPUT_Y + index * OUTPUT_STEP;
          const x = motorX - 10 + index * 20;
          return (
            <g key={output}>
              <path d={`M${BOX.x + BOX.width} ${y}H${x}V${LOAD_Y - 16}`} {...STROKES.live} />
              <text x={BOX.x + BOX.width + 8} y={y - 4} {...SMALL}>
                {index === 0 ? t('wiring.up') : t('wiring.down')}
              </text>
            </g>
          );
        })}
        <circle cx={motorX} cy={LOAD_Y} r={16} {...STROKES.load} />
        <text x={motorX} y={LOAD_Y + 5} textAnchor="middle" {...TEXT}>
          M
        </text>
        <text x={motorX + 22} y={LOAD_Y + 4} {...TEXT}>
          {t('wiring.motor')}
        </text>
        <path d={`M${motorX} ${LOAD_Y + 16}V${NEUTRAL_Y}`} {...STROKES.neutral} />
      </g>
    );
  }
  return (
    <g>
      {wiring.outputs.map((output, index) => {
        const y = FIRST_OUTPUT_Y + index * OUTPUT_STEP;
        const x = loadX(index, count);
        return (
          <g key={output}>
            <path d={`M${BOX.x + BOX.width} ${y}H${x}V${LOAD_Y - 12}`} {...STROKES.live} />
            <Lamp x={x} y={LOAD_Y} label={t('wiring.lamp', { number: index + 1 })} />
            <path d={`M${x} ${LOAD_Y + 12}V${NEUTRAL_Y}`} {...STROKES.neutral} />
          </g>
        );
      })}
      {wiring.bypass && (
        <g data-part="bypass">
          <path d={`M${loadX(0, count)} ${FIRST_OUTPUT_Y}H${loadX(0, count) + 90}V${LOAD_Y - 16}`} {...STROKES.live} />
          <rect x={loadX(0, count) + 82} y={LOAD_Y - 16} width={16} height={32} {...STROKES.load} />
          <path d={`M${loadX(0, count) + 90} ${LOAD_Y + 16}V${NEUTRAL_Y}`} {...STROKES.neutral} />
          <text x={loadX(0, count) + 104} y={LOAD_Y - 20} {...SMALL}>
            {t('wiring.bypass')}
          </text>
        </g>
      )}
    </g>
  );
}

function Gateway({ t }: { t: Labels }) {
  return (
    <g data-part="gateway">
      <rect x={400} y={8} width={180} height={34} rx={6} {...STROKES.gateway} />
      <text x={490} y={30} textAnchor="middle" {...TEXT}>
        {t('wiring.gateway')}
      </text>
      <path d={`M${BOX.x + BOX.width - 10} ${BOX.y}L400 30`} {...STROKES.radio} />
      {/* Above the live wire and ending left of the link, which it crossed when centred on it. */}
      <text x={356} y={40} textAnchor="end" {...SMALL}>
        {t('wiring.radio')}
      </text>
    </g>
  );
}

function MainsDiagram({ wiring, sku, t }: { wiring: Wiring; sku: string; t: Labels }) {
  const hasNeutral = wiring.supply.includes('N') || wiring.outputs.length > 0;
  return (
    <>
      <SupplyLine y={LIVE_Y} label={`${t('wiring.live')} (L)`} stroke={STROKES.live} />
      {hasNeutral && <SupplyLine y={NEUTRAL_Y} label={`${t('wiring.neutral')} (N)`} stroke={STROKES.neutral} />}
      {wiring.supply.includes('PE') && <SupplyLine y={EARTH_Y} label={`${t('wiring.earth')} (PE)`} stroke={STROKES.earth} />}
      <rect {...BOX} rx={8} {...STROKES.device} />
      <text x={BOX.x + BOX.width / 2} y={BOX.y + BOX.height / 2 + 5} textAnchor="middle" {...TEXT} fontSize={15} fontWeight={700}>
        {sku}
      </text>
      <path d={`M${TERMINAL_X} ${LIVE_Y}V${BOX.y}`} {...STROKES.live} />
      <Terminal x={TERMINAL_X} y={BOX.y} name="L" />
      {wiring.supply.includes('N') && (
        <>
          <path d={`M${TERMINAL_X} ${BOX.y + BOX.height}V${NEUTRAL_Y}`} {...STROKES.neutral} />
          <Terminal x={TERMINAL_X} y={BOX.y + BOX.height} name="N" />
        </>
      )}
      {wiring.supply.includes('PE') && (
        <>
          <path d={`M${TERMINAL_X + 60} ${BOX.y + BOX.height}V${EARTH_Y}`} {...STROKES.earth} />
          <Terminal x={TERMINAL_X + 60} y={BOX.y + BOX.height} name="PE" />
        </>
      )}
      {wiring.outputs.map((output, index) => (
        <g key={output}>
          <circle cx={BOX.x + BOX.width} cy={FIRST_OUTPUT_Y + index * OUTPUT_STEP} r={4} fill="#ffffff" stroke="#15181c" strokeWidth={2} />
          <text x={BOX.x + BOX.width - 8} y={FIRST_OUTPUT_Y + index * OUTPUT_STEP + 4} textAnchor="end" {...TEXT} fontSize={12} fontWeight={700}>
            {output}
          </text>
        </g>
      ))}
      <SwitchedLoads wiring={wiring} t={t} />
    </>
  );
}

function UnpoweredDiagram({ wiring, sku, t }: { wiring: Wiring; sku: string; t: Labels }) {
  // An integer of two digits is written alike in every language of the site; only its unit is the reader's.
  const impedance = t('units.ohm', { value: String(COAX_IMPEDANCE_OHM) });
  const cable = wiring.kind === 'data' ? t('wiring.dataCable') : wiring.kind === 'coax' ? t('wiring.coaxCable', { impedance }) : undefined;
  return (
    <>
      <rect {...BOX} rx={8} {...STROKES.device} />
      <text x={BOX.x + BOX.width / 2} y={BOX.y + BOX.height / 2 + 5} textAnchor="middle" {...TEXT} fontSize={15} fontWeight={700}>
        {sku}
      </text>
      {cable && (
        <g data-part="cable">
          <path d={`M${BOX.x + BOX.width} ${BOX.y + BOX.height / 2}H${WIDTH - 40}`} {...STROKES.cable} />
          <text x={BOX.x + BOX.width + 20} y={BOX.y + BOX.height / 2 - 10} {...TEXT}>
            {cable}
          </text>
        </g>
      )}
    </>
  );
}

/** A product's wiring diagram as an SVG image, named by `titleId`'s element and described by `descId`'s. */
export function WiringDrawing({ product, t, titleId, descId }: { product: Product; t: Labels; titleId: string; descId: string }) {
  const wiring = wiringOf(product);
  const height = wiring.supply.includes('PE') ? 300 : 270;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      direction="ltr"
      fontFamily="inherit"
      data-wiring={wiring.kind}
      data-outputs={wiring.outputs.length}
      data-supply={wiring.supply.join(' ')}
    >
      {wiring.supply.length > 0 ? <MainsDiagram wiring={wiring} sku={product.sku} t={t} /> : <UnpoweredDiagram wiring={wiring} sku={product.sku} t={t} />}
      {wiring.gateway && <Gateway t={t} />}
    </svg>
  );
}

/** The sentence that says how the product is wired, for the diagram's caption. */
export function wiringCaption(product: Product, name: string, t: Labels): string {
  return t('wiring.description', { name, summary: summaryOf(wiringOf(product), t) });
}
