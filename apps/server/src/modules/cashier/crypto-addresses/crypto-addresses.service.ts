import type { CryptoNetwork } from '@casino/contracts';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base58check, bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { AppError } from '../../../lib/app-error.ts';
import type { CashierRepository } from '../cashier.repository.ts';

/** The 20-byte account of an Ethereum-style key: the end of keccak-256 of the uncompressed point. */
function ethereumAccount(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** EIP-55: the hex address with the case of each letter taken from its own keccak hash. */
function checksummed(account: Uint8Array): string {
  const hex = bytesToHex(account);
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const char = hex[index] as string;
    out += Number.parseInt(hash[index] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

const base58 = base58check(sha256);

/** An address of `network` for a compressed secp256k1 public key. */
export function addressOf(network: CryptoNetwork, publicKey: Uint8Array): string {
  switch (network) {
    case 'BTC': {
      // native segwit (P2WPKH): witness version 0 and the key's hash160, bech32 with prefix bc
      const program = ripemd160(sha256(publicKey));
      return bech32.encode('bc', [0, ...bech32.toWords(program)]);
    }
    case 'ETH':
    case 'USDT-ERC20':
      return checksummed(ethereumAccount(publicKey));
    case 'USDT-TRC20': {
      // TRON: the Ethereum account behind the prefix 0x41, base58check
      const account = ethereumAccount(publicKey);
      const payload = new Uint8Array(21);
      payload[0] = 0x41;
      payload.set(account, 1);
      return base58.encode(payload);
    }
  }
}

/**
 * The deposit address of a player's `index` on a network, from the operator's extended public key
 * (BIP32, external chain 0): the casino holds no private key, and anyone with the key can check it.
 */
export function deriveDepositAddress(
  extendedPublicKey: string,
  network: CryptoNetwork,
  index: number,
): string {
  const child = HDKey.fromExtendedKey(extendedPublicKey).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  return addressOf(network, child.publicKey);
}

/** Which configured key serves a network: Bitcoin's, Ethereum's (ETH and ERC-20) or TRON's. */
const keyOf: Record<CryptoNetwork, 'BTC' | 'ETH' | 'TRON'> = {
  BTC: 'BTC',
  ETH: 'ETH',
  'USDT-ERC20': 'ETH',
  'USDT-TRC20': 'TRON',
};

/**
 * Each player's deposit address per network: made once (the next index of the operator's key) and
 * the same ever after. A network without a configured key takes no deposits (PAYMENT_SERVICE_ERROR).
 */
export function createDepositAddresses({
  repository,
  xpubs,
}: {
  repository: Pick<CashierRepository, 'depositAddress'>;
  xpubs: Record<'BTC' | 'ETH' | 'TRON', string | null>;
}) {
  return async (userId: number, network: CryptoNetwork): Promise<string> => {
    const xpub = xpubs[keyOf[network]];
    if (!xpub) throw new AppError('PAYMENT_SERVICE_ERROR', `Deposits on ${network} are not available`);
    return repository.depositAddress(userId, network, (index) => deriveDepositAddress(xpub, network, index));
  };
}

export type DepositAddresses = ReturnType<typeof createDepositAddresses>;
