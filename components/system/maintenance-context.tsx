'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { onMaintenance } from '@/lib/http/maintenance-signal';

type MaintenanceState = { isActive: boolean };
const MaintenanceContext = createContext<MaintenanceState>({ isActive: false });

/**
 * Spec section 4: maintenance turns on when the server says so at render time
 * or when any call answers 503 (lib/http/fetcher.ts raises the signal).
 */
export function MaintenanceProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [isActive, setActive] = useState(initial);
  useEffect(() => onMaintenance(() => setActive(true)), []);
  return <MaintenanceContext.Provider value={{ isActive }}>{children}</MaintenanceContext.Provider>;
}

export function useMaintenance(): MaintenanceState {
  return useContext(MaintenanceContext);
}
