/**
 * The server side of the blocks: metadata for asset loading and, for dynamic and hybrid
 * blocks, the renderer that produces what visitors get. Imports no editor code.
 */
import type { BlockRenderer } from '../shared/render-context';
import businessHoursMetadata from './business-hours/block.json';
import renderBusinessHours from './business-hours/render';
import buttonMetadata from './button/block.json';
import renderButton from './button/render';
import contactFormMetadata from './contact-form/block.json';
import renderContactForm from './contact-form/render';
import fieldTextMetadata from './field-text/block.json';
import renderFieldText from './field-text/render';
import fieldNameMetadata from './field-name/block.json';
import renderFieldName from './field-name/render';
import fieldEmailMetadata from './field-email/block.json';
import renderFieldEmail from './field-email/render';
import fieldUrlMetadata from './field-url/block.json';
import renderFieldUrl from './field-url/render';
import fieldDateMetadata from './field-date/block.json';
import renderFieldDate from './field-date/render';
import fieldTelephoneMetadata from './field-telephone/block.json';
import renderFieldTelephone from './field-telephone/render';
import fieldTextareaMetadata from './field-textarea/block.json';
import renderFieldTextarea from './field-textarea/render';
import fieldCheckboxMetadata from './field-checkbox/block.json';
import renderFieldCheckbox from './field-checkbox/render';
import fieldConsentMetadata from './field-consent/block.json';
import renderFieldConsent from './field-consent/render';
import fieldCheckboxMultipleMetadata from './field-checkbox-multiple/block.json';
import renderFieldCheckboxMultiple from './field-checkbox-multiple/render';
import fieldRadioMetadata from './field-radio/block.json';
import renderFieldRadio from './field-radio/render';
import fieldSelectMetadata from './field-select/block.json';
import renderFieldSelect from './field-select/render';
import fieldOptionCheckboxMetadata from './field-option-checkbox/block.json';
import renderFieldOptionCheckbox from './field-option-checkbox/render';
import fieldOptionRadioMetadata from './field-option-radio/block.json';
import renderFieldOptionRadio from './field-option-radio/render';
import markdownMetadata from './markdown/block.json';
import renderMarkdown from './markdown/render';
import ratingStarMetadata from './rating-star/block.json';
import renderRatingStar from './rating-star/render';

export type ServerBlock = {
	/** Folder name under blocks/ and build/blocks/. */
	slug: string;
	metadata: { name: string; [ key: string ]: unknown };
	render?: BlockRenderer;
};

export const serverBlocks: ServerBlock[] = [
	{
		slug: 'business-hours',
		metadata: businessHoursMetadata,
		render: renderBusinessHours,
	},
	{ slug: 'markdown', metadata: markdownMetadata, render: renderMarkdown },
	{
		slug: 'rating-star',
		metadata: ratingStarMetadata,
		render: renderRatingStar,
	},
	// Forms: the form, its submit button and field blocks (render.ts of each; server/forms/).
	{
		slug: 'contact-form',
		metadata: contactFormMetadata,
		render: renderContactForm,
	},
	{
		slug: 'button',
		metadata: buttonMetadata,
		render: renderButton,
	},
	{
		slug: 'field-text',
		metadata: fieldTextMetadata,
		render: renderFieldText,
	},
	{
		slug: 'field-name',
		metadata: fieldNameMetadata,
		render: renderFieldName,
	},
	{
		slug: 'field-email',
		metadata: fieldEmailMetadata,
		render: renderFieldEmail,
	},
	{
		slug: 'field-url',
		metadata: fieldUrlMetadata,
		render: renderFieldUrl,
	},
	{
		slug: 'field-date',
		metadata: fieldDateMetadata,
		render: renderFieldDate,
	},
	{
		slug: 'field-telephone',
		metadata: fieldTelephoneMetadata,
		render: renderFieldTelephone,
	},
	{
		slug: 'field-textarea',
		metadata: fieldTextareaMetadata,
		render: renderFieldTextarea,
	},
	{
		slug: 'field-checkbox',
		metadata: fieldCheckboxMetadata,
		render: renderFieldCheckbox,
	},
	{
		slug: 'field-consent',
		metadata: fieldConsentMetadata,
		render: renderFieldConsent,
	},
	{
		slug: 'field-checkbox-multiple',
		metadata: fieldCheckboxMultipleMetadata,
		render: renderFieldCheckboxMultiple,
	},
	{
		slug: 'field-radio',
		metadata: fieldRadioMetadata,
		render: renderFieldRadio,
	},
	{
		slug: 'field-select',
		metadata: fieldSelectMetadata,
		render: renderFieldSelect,
	},
	{
		slug: 'field-option-checkbox',
		metadata: fieldOptionCheckboxMetadata,
		render: renderFieldOptionCheckbox,
	},
	{
		slug: 'field-option-radio',
		metadata: fieldOptionRadioMetadata,
		render: renderFieldOptionRadio,
	},
];
