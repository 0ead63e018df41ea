/**
 * The certified reel strips: the SHA-256 of every title's compiled strips (serialized as
 * `stripSerialization` in par-sheet.ts says), pinned by hand. New strips mean new maths, so
 * catalog.test.ts fails, naming the title, until the new hash is pinned here on purpose and the
 * title's PAR sheet is regenerated (`npm run par -- <game>`). `free` is null without free spins.
 */
export const pinnedStripHashes: Record<string, { base: string; free: string | null }> = {
  'copper-cherries': {
    base: '29d2fb3d5d0a3b03eedd699a37e037dccc85f49d0695b9a0e3b5ad02aeb6f406',
    free: null,
  },
  'tidepool-treasures': {
    base: '8dd94c8abdeab48068b6a149ee8ebccadb98fcd1f29f09ad92ed4e0e83609dcb',
    free: '007a90549dad7e5195480bbfec92eddb6fa621b6b2bf768a79d6d7e1ca8e1771',
  },
  'lantern-bazaar': {
    base: '9b0c658a15902e63f15f0eb71b6da5616f35359a7d5c78d36c27da26be85f2de',
    free: '8386b69e53b79a6ce8301d7f01b8829efb0f542cedc945fd87e76a634c1f1e18',
  },
  'honeycomb-hollow': {
    base: 'b531deb2cfe9a508933c34ce688df68b4baeeafdb1600529343d68de57de416c',
    free: 'b2b53e04bf85b056b25f410f0c55d49eb0dc720e6c5466d045a765d9978acd99',
  },
  'jade-serpent-temple': {
    base: '63d05fb4b035633ec688f15aaac4cb47ef37ce1e19d0fe31643f1d01f53fd00e',
    free: '7df0277550ceefeabc2b1ccda1c5c90d0757afca40c9491806bf75038a90cc6c',
  },
  'frostpeak-vault': {
    base: '99e5297b0b7bbb9ac22c8f0caf0a9da2eb0fd81d2542921ccb6780ed8b8031fb',
    free: 'a00ad68ccf31e8cb01131914a864ce29368dc2f230ebd0f70b561d0bb55120a4',
  },
  'nebula-nomads': {
    base: '527f0635ffb13b600e4ab0fafef88c1841481c56fb41137f3726e7ef43dbdd35',
    free: 'fb4f5029e3ec87671f091eb2e4b5ce697b48a2ea42fdfc34c8c24ebcb0e79bc0',
  },
  'tempest-forge': {
    base: 'c07c8da17e6de814d5f8e322ae55b04069340af6e51be2cf75893b4316337466',
    free: '271ba0bc526447261edb68bf3d573d976100e244a1599e46569e63545b8f27fb',
  },
};
