/** The symbols a spin showed, reel by reel (symbol ids), as a small grid for recall and verification. */
export function StepWindow({ window }: { window: string[][] }) {
  return (
    <span className="round-recall__window">
      {window.map((reel, reelIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
        <span key={reelIndex} className="round-recall__reel">
          {reel.map((symbol, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
            <span key={row}>{symbol}</span>
          ))}
        </span>
      ))}
    </span>
  );
}
