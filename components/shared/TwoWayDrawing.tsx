import type { ContentTranslate, Product } from '@/lib/content';
import { BOX, FIRST_OUTPUT_Y, Lamp, LIVE_Y, LOAD_Y, NEUTRAL_Y, SMALL, STROKES, SupplyLine, Terminal, TEXT, WIDTH } from './WiringDrawing';

/**
 * Two of a product switching one lamp from two places (lib/content/wiring.ts `switchesTwoWay`):
 * both on live and neutral, the lamp on the first's output L1, the second in decoupled mode
 * linked to the first by radio instead of a wire between them.
 */

/** The first switch leaves room on its left for the supply lines' names, long in some languages. */
const SWITCHES = [
  { x: 140, role: 'first' },
  { x: 430, role: 'second' },
] as const;
const SWITCH_WIDTH = 150;
const LAMP_X = 350;
const terminalX = (x: number) => x + 30;

function Switch({ x, sku, role }: { x: number; sku: string; role: string }) {
  return (
    <g>
      <rect x={x} y={BOX.y} width={SWITCH_WIDTH} height={BOX.height} rx={8} {...STROKES.device} />
      <text x={x + SWITCH_WIDTH / 2} y={BOX.y + 48} textAnchor="middle" {...TEXT} fontSize={15} fontWeight={700}>
        {sku}
      </text>
      <text x={x + SWITCH_WIDTH / 2} y={BOX.y + 70} textAnchor="middle" {...SMALL}>
        {role}
      </text>
      <path d={`M${terminalX(x)} ${LIVE_Y}V${BOX.y}`} {...STROKES.live} />
      <Terminal x={terminalX(x)} y={BOX.y} name="L" />
      <path d={`M${terminalX(x)} ${BOX.y + BOX.height}V${NEUTRAL_Y}`} {...STROKES.neutral} />
      <Terminal x={terminalX(x)} y={BOX.y + BOX.height} name="N" />
    </g>
  );
}

/** The two-way diagram as an SVG image, named by `titleId`'s element and described by `descId`'s. */
export function TwoWayDrawing({ product, t, titleId, descId }: { product: Product; t: ContentTranslate; titleId: string; descId: string }) {
  const [first, second] = SWITCHES;
  const outputX = first.x + SWITCH_WIDTH;
  const linkFrom = second.x + 70;
  const linkTo = first.x + SWITCH_WIDTH - 30;
  return (
    <svg viewBox={`0 0 ${WIDTH} 270`} role="img" aria-labelledby={titleId} aria-describedby={descId} direction="ltr" fontFamily="inherit" data-wiring="two-way">
      <SupplyLine y={LIVE_Y} label={`${t('wiring.live')} (L)`} stroke={STROKES.live} />
      <SupplyLine y={NEUTRAL_Y} label={`${t('wiring.neutral')} (N)`} stroke={STROKES.neutral} />
      {SWITCHES.map(({ x, role }) => (
        <Switch key={role} x={x} sku={product.sku} role={t(`wiring.twoWay.${role}`)} />
      ))}
      <circle cx={outputX} cy={FIRST_OUTPUT_Y} r={4} fill="#ffffff" stroke="#15181c" strokeWidth={2} />
      <text x={outputX - 8} y={FIRST_OUTPUT_Y + 4} textAnchor="end" {...TEXT} fontSize={12} fontWeight={700}>
        L1
      </text>
      <path d={`M${outputX} ${FIRST_OUTPUT_Y}H${LAMP_X}V${LOAD_Y - 12}`} {...STROKES.live} />
      <Lamp x={LAMP_X} y={LOAD_Y} label={t('wiring.lamp', { number: 1 })} />
      <path d={`M${LAMP_X} ${LOAD_Y + 12}V${NEUTRAL_Y}`} {...STROKES.neutral} />
      <g data-part="radio-link">
        <path d={`M${linkFrom} ${BOX.y}C${linkFrom} 20 ${linkTo} 20 ${linkTo} ${BOX.y}`} {...STROKES.radio} />
        <text x={(linkFrom + linkTo) / 2} y={30} textAnchor="middle" {...SMALL}>
          {t('wiring.twoWay.link')}
        </text>
      </g>
    </svg>
  );
}

/** The sentence that says how the two are wired, for the diagram's caption. */
export function twoWayCaption(name: string, t: ContentTranslate): string {
  return t('wiring.twoWay.description', { name });
}
