import type { ClearingHouse, ClearingHouseFactory } from './clearing-house.ts';
import { SandboxClearingHouse } from './sandbox.ts';

/**
 * The clearing houses the api can use, by the name CLEARING_HOUSE gives. A real switch is one more
 * entry here (an adapter implementing ClearingHouse over its transport).
 */
const CLEARING_HOUSES: Record<string, ClearingHouseFactory> = {
  sandbox: () => new SandboxClearingHouse(),
};

const cache = new Map<string, ClearingHouse>();

export function clearingHouseFor(name: string): ClearingHouse {
  const factory = CLEARING_HOUSES[name];
  if (!factory) {
    throw new Error(`CLEARING_HOUSE "${name}" is not known: use one of ${Object.keys(CLEARING_HOUSES).join(', ')}`);
  }
  let house = cache.get(name);
  if (!house) {
    house = factory();
    cache.set(name, house);
  }
  return house;
}
