import type { CSSProperties } from 'react';
import type { SymbolLook } from './symbol-look';

/** A symbol drawn as a gradient tile with its short label (and its name where there is room). */
export function SymbolTile({ look, caption }: { look: SymbolLook | undefined; caption?: string }) {
  if (!look) return <div className="slot-tile" aria-hidden="true" />;
  return (
    <div
      className={`slot-tile slot-tile--${look.kind}`}
      style={{ '--tile-hue': look.hue } as CSSProperties}
      aria-hidden="true"
    >
      <span className="slot-tile__label">{look.kind === 'wild' ? 'WILD' : look.label}</span>
      <span className="slot-tile__name">{caption ?? look.name}</span>
    </div>
  );
}
