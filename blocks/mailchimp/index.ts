/**
 * jetpack/mailchimp: a form that adds a visitor's email address to the site's Mailchimp
 * audience. The editor shows the form once the site is connected to Mailchimp (edit.tsx); the
 * server prints the form for visitors (render.ts) and view.ts sends it.
 */
import type { BlockSettings } from '../../shared/register-block';
import { lazyEdit } from '../../shared/lazy-edit';
import { BUTTON_TEMPLATE } from './button-template';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';

const settings: BlockSettings = {
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	template: BUTTON_TEMPLATE,
	deprecated,
	icon,
};

export default settings;
