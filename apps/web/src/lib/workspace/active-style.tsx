import type { CustomStyle } from '@trilha/contract';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type SetStyle = (style: CustomStyle | null) => void;
const ActiveStyleContext = createContext<{ style: CustomStyle | null; setStyle: SetStyle }>({ style: null, setStyle: () => undefined });

export function ActiveStyleProvider({ children }: { children: (style: CustomStyle | null) => ReactNode }) {
  const [style, setStyle] = useState<CustomStyle | null>(null);
  return <ActiveStyleContext.Provider value={{ style, setStyle }}>{children(style)}</ActiveStyleContext.Provider>;
}

export const useActiveStyle = () => useContext(ActiveStyleContext).style;

/** Applies a workspace's colours and logo to the whole app while the calling screen is mounted. */
export function useApplyWorkspaceStyle(style: CustomStyle | null | undefined): void {
  const { setStyle } = useContext(ActiveStyleContext);
  const key = JSON.stringify(style ?? null);
  useEffect(() => {
    // the serialized key stands for the style object, so a new object with the same colours changes nothing
    setStyle(JSON.parse(key) as CustomStyle | null);
    return () => setStyle(null);
  }, [key, setStyle]);
}
