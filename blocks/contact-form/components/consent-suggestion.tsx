/**
 * Spec §2: a form that collects email addresses without a consent field gets a suggestion to
 * add one; the action inserts a consent field before the submit button.
 */
import { Notice } from '@wordpress/components';
import { createBlock } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	blockEditorSelectors,
	blockEditorStore,
	type BlockEditorActions,
} from '../../../shared/forms/form-block-editor';

type Props = { clientId: string };

export default function ConsentSuggestion( { clientId }: Props ) {
	const submitIndex = useSelect(
		( select ) =>
			blockEditorSelectors( select )
				.getBlocks( clientId )
				.findIndex( ( block ) => block.name === 'jetpack/button' ),
		[ clientId ]
	);
	const { insertBlock } = useDispatch(
		blockEditorStore
	) as BlockEditorActions;

	const addConsentField = () =>
		insertBlock(
			createBlock( 'jetpack/field-consent' ),
			submitIndex >= 0 ? submitIndex : undefined,
			clientId
		);

	return (
		<Notice
			status="info"
			isDismissible={ false }
			className="jetpack-contact-form__consent-suggestion"
			actions={ [
				{
					label: __( 'Add consent field', 'jetpack' ),
					onClick: addConsentField,
					variant: 'secondary',
				},
			] }
		>
			{ __(
				'This form collects email addresses. Add a consent field to ask people whether you may email them.',
				'jetpack'
			) }
		</Notice>
	);
}
