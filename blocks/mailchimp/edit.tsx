/**
 * The Mailchimp block in the editor. While the connection is checked, or when the site has no
 * Mailchimp connection, a placeholder says what to do (components/connection-placeholder.tsx).
 * Connected, it shows the form as visitors get it: the email field (its placeholder is edited in
 * the sidebar), the inner button (locked: one submit button) and the editable consent text, plus
 * the notice whose text was just edited.
 */
import {
	RichText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { BUTTON_BLOCK } from './button-template';
import ConnectionPlaceholder from './components/connection-placeholder';
import MailchimpInspector from './components/mailchimp-inspector';
import NotificationPreview, {
	useNoticePreview,
} from './components/notification-preview';
import { useMailchimpConnection } from './hooks/use-mailchimp-connection';
import { useMailchimpGroups } from './hooks/use-mailchimp-groups';
import type { MailchimpAttributes } from './types';

type Props = {
	attributes: MailchimpAttributes;
	setAttributes: ( changes: Partial< MailchimpAttributes > ) => void;
};

const NOTICE_TEXT = {
	processing: 'processingLabel',
	success: 'successLabel',
	error: 'errorLabel',
} as const;

export default function MailchimpEdit( { attributes, setAttributes }: Props ) {
	const { state, connectUrl, userLinked, recheck } = useMailchimpConnection(
		attributes.preview
	);
	const connected = state === 'connected';
	const categories = useMailchimpGroups( connected && ! attributes.preview );
	const { previewed, startPreview } = useNoticePreview();
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-jetpack-mailchimp__button' },
		{
			allowedBlocks: [ BUTTON_BLOCK ],
			templateLock: 'all',
		}
	);

	if ( ! connected ) {
		return (
			<div { ...blockProps }>
				<ConnectionPlaceholder
					state={ state }
					userLinked={ userLinked }
					connectUrl={ connectUrl }
					onRecheck={ recheck }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<MailchimpInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
				categories={ categories }
				connectUrl={ connectUrl }
				onPreview={ startPreview }
			/>
			<div className="wp-block-jetpack-mailchimp_form">
				<p>
					<input
						type="email"
						disabled
						aria-label={ attributes.emailPlaceholder }
						placeholder={ attributes.emailPlaceholder }
						className="wp-block-jetpack-mailchimp__email"
					/>
				</p>
				<div { ...innerBlocksProps } />
				<RichText
					tagName="p"
					className="wp-block-jetpack-mailchimp_consent-text"
					aria-label={ __( 'Consent text', 'jetpack' ) }
					placeholder={ __( 'Write consent text', 'jetpack' ) }
					value={ attributes.consentText }
					onChange={ ( consentText: string ) =>
						setAttributes( { consentText } )
					}
					allowedFormats={ [ 'core/bold', 'core/italic' ] }
				/>
			</div>
			{ previewed && (
				<NotificationPreview
					kind={ previewed }
					text={ attributes[ NOTICE_TEXT[ previewed ] ] }
				/>
			) }
		</div>
	);
}
