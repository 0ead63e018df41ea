import { cryptoNetworks } from '@casino/contracts';
import { hexToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { deriveDepositAddress } from './crypto-addresses.service.ts';

// the BIP39 seed of the public test mnemonic "abandon" × 11 + "about" (no passphrase)
const root = HDKey.fromMasterSeed(
  hexToBytes(
    '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
  ),
);
const xpub = (path: string) => root.derive(path).publicExtendedKey;

describe('crypto deposit addresses from an extended public key', () => {
  it('derive the addresses wallets show for the published test vectors', () => {
    // BIP84 (native segwit), Ethereum (BIP44 coin 60) and TRON (coin 195), external chain, index 0
    expect(deriveDepositAddress(xpub("m/84'/0'/0'"), 'BTC', 0)).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(deriveDepositAddress(xpub("m/84'/0'/0'"), 'BTC', 1)).toBe(
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    );
    expect(deriveDepositAddress(xpub("m/44'/60'/0'"), 'ETH', 0)).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
    expect(deriveDepositAddress(xpub("m/44'/60'/0'"), 'USDT-ERC20', 0)).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
    expect(deriveDepositAddress(xpub("m/44'/195'/0'"), 'USDT-TRC20', 0)).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    );
  });

  it('gives every index its own address, valid on its network', () => {
    for (const [network, path] of [
      ['BTC', "m/84'/0'/0'"],
      ['ETH', "m/44'/60'/0'"],
      ['USDT-TRC20', "m/44'/195'/0'"],
    ] as const) {
      const addresses = Array.from({ length: 20 }, (_, index) =>
        deriveDepositAddress(xpub(path), network, index),
      );
      expect(new Set(addresses).size).toBe(20);
      for (const address of addresses) expect(address).toMatch(cryptoNetworks[network]);
    }
  });
});
