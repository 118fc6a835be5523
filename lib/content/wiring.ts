import { zigbeeProfileOf } from './integrations';
import { technicalDataOf } from './technical';
import type { Product } from './types';

/**
 * What a product's wiring diagram shows, derived from its technical data: which supply
 * conductors reach it, its terminals, what hangs on its outputs, and whether a gateway talks
 * to it by radio. WiringDiagram.tsx draws it; tests read it.
 */
export type WiringKind = 'switch' | 'curtain' | 'socket' | 'data' | 'coax' | 'wireless';

export interface Wiring {
  kind: WiringKind;
  /** Supply terminals on the product: `L`, `N`, `PE`. */
  supply: readonly ('L' | 'N' | 'PE')[];
  /** Switched outputs `L1`…`Ln`, one lamp each (a curtain motor takes two). */
  outputs: readonly string[];
  /** A bypass across the first lamp, needed below the minimum load of a no-neutral model. */
  bypass: boolean;
  /** Talks to our gateway by radio. */
  gateway: boolean;
}

function kindOf(product: Product): WiringKind {
  if (product.face.kind === 'data') return product.face.jack === 'rj45' ? 'data' : 'coax';
  if (!product.mainsWired) return 'wireless';
  if (product.face.kind === 'curtain') return 'curtain';
  if (product.group === 'power_socket_types') return 'socket';
  return 'switch';
}

export function wiringOf(product: Product): Wiring {
  const data = technicalDataOf(product);
  const kind = kindOf(product);
  const gateway = product.gateway === 'required';
  switch (kind) {
    case 'switch': {
      const gangs = data.gangs ?? 1;
      const neutral = data.neutral?.required === true;
      return {
        kind,
        supply: neutral ? ['L', 'N'] : ['L'],
        outputs: Array.from({ length: gangs }, (_, index) => `L${index + 1}`),
        bypass: data.neutral?.required === false && data.neutral.bypassBelowMinLoad === true,
        gateway,
      };
    }
    case 'curtain':
      return { kind, supply: ['L', 'N'], outputs: ['L1', 'L2'], bypass: false, gateway };
    case 'socket':
      return { kind, supply: ['L', 'N', 'PE'], outputs: [], bypass: false, gateway };
    default:
      return { kind, supply: [], outputs: [], bypass: false, gateway };
  }
}

/**
 * Whether two of this product can switch one lamp from two places with no wire between them:
 * the second, in decoupled mode, sends its presses by radio to the first, which switches the lamp.
 * Both need live and neutral, so only models that take the neutral qualify.
 */
export function switchesTwoWay(product: Product): boolean {
  return (zigbeeProfileOf(product)?.features.includes('decoupled') ?? false) && wiringOf(product).supply.includes('N');
}
