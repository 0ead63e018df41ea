import type { ComponentProps } from 'react';
import { GamePulse } from './game-pulse';
import { TopWins } from './top-wins';

/** What a game's details page shows below its details: how the game has been paying, its top wins. */
export function GameDetailsExtras(props: ComponentProps<typeof GamePulse>) {
  return (
    <>
      <GamePulse {...props} />
      <TopWins game={props.slug} />
    </>
  );
}
