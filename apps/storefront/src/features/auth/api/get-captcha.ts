export { type Captcha, getCaptcha } from '../../../lib/captcha';
