/**
 * Browser features the site never uses, switched off in every answer of every server: the site's
 * own servers (tools/serve, nginx) and the api. Fullscreen, autoplay, picture-in-picture and
 * encrypted-media stay at their defaults: the video and podcast frames are granted them.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
