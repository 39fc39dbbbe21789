'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onMaintenance } from '@/lib/http/maintenance-signal';
import type { CityPhones } from '@/lib/vocabulary/restaurant-phones';

type MaintenanceState = { isActive: boolean; cities: CityPhones[] };
const MaintenanceContext = createContext<MaintenanceState>({ isActive: false, cities: [] });

/**
 * Spec section 4: maintenance turns on when the server says so at render time
 * or when any call answers 503 (lib/http/fetcher.ts raises the signal).
 */
export function MaintenanceProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [state, setState] = useState<MaintenanceState>({ isActive: initial, cities: [] });
  useEffect(() => onMaintenance((cities) => setState({ isActive: true, cities })), []);
  return <MaintenanceContext.Provider value={state}>{children}</MaintenanceContext.Provider>;
}

export function useMaintenance(): MaintenanceState {
  return useContext(MaintenanceContext);
}
