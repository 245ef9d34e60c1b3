/** The two public STUN servers the studio's peer connections use (docs/product/limits.md#live). */
export const PEER_CONFIG: RTCConfiguration = {
  iceServers: [{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:global.stun.twilio.com:3478' }],
}
