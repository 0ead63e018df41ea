import { GamePulse } from './game-pulse';
import { TopWins } from './top-wins';

/** What a game's details page shows below its details: how the game has been paying, its top wins. */
export function GameDetailsExtras({
  slug,
  publishedRtp,
  hitFrequency,
}: {
  slug: string;
  publishedRtp: number;
  hitFrequency: number | null;
}) {
  return (
    <>
      <GamePulse slug={slug} publishedRtp={publishedRtp} hitFrequency={hitFrequency} />
      <TopWins game={slug} />
    </>
  );
}
