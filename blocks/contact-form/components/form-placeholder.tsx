/**
 * The Form block's first view (spec §2, §4): the templates to start from, "Explore Form
 * Patterns", a link to learn more about forms and one to the responses list.
 */
import { Button, ExternalLink, Placeholder } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Icon } from '@wordpress/icons';
import type { Block } from '@wordpress/blocks';
import type { FormTemplate } from '../../../shared/forms/templates';
import BetaNotice from './beta-notice';
import PatternsModal from './patterns-modal';
import templateIcon from './template-icons';

type Props = {
	icon: JSX.Element;
	templates: FormTemplate[];
	learnMoreUrl: string;
	responsesUrl: string;
	onChooseTemplate: ( template: FormTemplate ) => void;
	onChooseBlocks: (
		attributes: Record< string, unknown >,
		blocks: Block[]
	) => void;
	/** The form block, for the patterns registered for it. */
	clientId: string;
};

export default function FormPlaceholder( {
	icon,
	templates,
	learnMoreUrl,
	responsesUrl,
	onChooseTemplate,
	onChooseBlocks,
	clientId,
}: Props ) {
	const [ isPatternsOpen, setIsPatternsOpen ] = useState( false );
	return (
		<Placeholder
			className="jetpack-contact-form__placeholder"
			icon={ icon }
			label={ __( 'Form', 'jetpack' ) }
			instructions={ __(
				'Start building a form by choosing one of these templates, or explore the form patterns:',
				'jetpack'
			) }
		>
			<ul
				className="jetpack-contact-form__templates"
				aria-label={ __( 'Form templates', 'jetpack' ) }
			>
				{ templates.map( ( template ) => (
					<li key={ template.name }>
						<Button
							className="jetpack-contact-form__template"
							variant="secondary"
							onClick={ () => onChooseTemplate( template ) }
							aria-describedby={ `jetpack-contact-form-template-${ template.name }` }
						>
							<Icon icon={ templateIcon( template.name ) } />
							<span>{ template.title }</span>
						</Button>
						<span
							id={ `jetpack-contact-form-template-${ template.name }` }
							className="screen-reader-text"
						>
							{ template.description }
						</span>
						{ template.isBeta && <BetaNotice /> }
					</li>
				) ) }
			</ul>
			<div className="jetpack-contact-form__placeholder-footer">
				<Button
					variant="secondary"
					onClick={ () => setIsPatternsOpen( true ) }
				>
					{ __( 'Explore Form Patterns', 'jetpack' ) }
				</Button>
				<ExternalLink href={ learnMoreUrl }>
					{ __( 'Learn more about customizing forms.', 'jetpack' ) }
				</ExternalLink>
				<ExternalLink href={ responsesUrl }>
					{ __(
						'View and export your form responses here.',
						'jetpack'
					) }
				</ExternalLink>
			</div>
			{ isPatternsOpen && (
				<PatternsModal
					clientId={ clientId }
					templates={ templates }
					onClose={ () => setIsPatternsOpen( false ) }
					onChoose={ ( attributes, blocks ) => {
						setIsPatternsOpen( false );
						onChooseBlocks( attributes, blocks );
					} }
				/>
			) }
		</Placeholder>
	);
}
