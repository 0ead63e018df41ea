/*
 * What a deposit by crypto or UPI shows once it is made: the address or the payment link as a QR
 * code. One chunk of their own, fetched when the player picks such a method, so the QR code
 * generator (uqr) is not in the deposit page's first download.
 */
export { CryptoAddress } from './crypto-address';
export { UpiPayment } from './upi-payment';
