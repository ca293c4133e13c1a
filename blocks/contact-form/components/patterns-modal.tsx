/**
 * "Choose a pattern" (spec §2): the patterns registered for the Form block and the form
 * templates, each with a preview; choosing one gives this form the pattern's settings and
 * fields.
 */
import { BlockPreview } from '@wordpress/block-editor';
import { cloneBlock, createBlock, parse, type Block } from '@wordpress/blocks';
import { Button, Modal } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { blockEditorSelectors } from '../../../shared/forms/form-block-editor';
import {
	createTemplateBlocks,
	type FormTemplate,
} from '../../../shared/forms/templates';

const FORM = 'jetpack/contact-form';

// Inline: the modal opens outside the editor canvas, where the block's editor styles apply.
const listStyle = {
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
	gap: 16,
	margin: 0,
	padding: 0,
	listStyle: 'none',
};
const patternStyle = {
	display: 'flex',
	flexDirection: 'column' as const,
	alignItems: 'stretch',
	gap: 8,
	width: '100%',
	height: 'auto',
	padding: 8,
};
const previewStyle = {
	maxHeight: 320,
	overflow: 'hidden',
	border: '1px solid #ddd',
	borderRadius: 2,
};

type Pattern = { name: string; title: string; form: Block };

type Props = {
	clientId: string;
	templates: FormTemplate[];
	onClose: () => void;
	onChoose: (
		attributes: Record< string, unknown >,
		blocks: Block[]
	) => void;
};

/** The first Form block of a pattern's blocks, searched depth first. */
function findForm( blocks: Block[] ): Block | undefined {
	for ( const block of blocks ) {
		if ( block.name === FORM ) {
			return block;
		}
		const inner = findForm( block.innerBlocks );
		if ( inner ) {
			return inner;
		}
	}
	return undefined;
}

function useFormPatterns(
	clientId: string,
	templates: FormTemplate[]
): Pattern[] {
	const registered = useSelect(
		( select ) =>
			blockEditorSelectors( select ).getPatternsByBlockTypes?.(
				FORM,
				clientId
			) ?? [],
		[ clientId ]
	);
	return useMemo( () => {
		const fromRegistry = registered.flatMap( ( pattern ): Pattern[] => {
			const form = findForm(
				pattern.blocks ?? parse( pattern.content ?? '' )
			);
			return form
				? [ { name: pattern.name, title: pattern.title, form } ]
				: [];
		} );
		const fromTemplates = templates.map( ( template ) => ( {
			name: `jetpack/form-template-${ template.name }`,
			title: template.title,
			form: createBlock(
				FORM,
				template.attributes,
				createTemplateBlocks( template.innerBlocks )
			),
		} ) );
		return [ ...fromRegistry, ...fromTemplates ];
	}, [ registered, templates ] );
}

export default function PatternsModal( {
	clientId,
	templates,
	onClose,
	onChoose,
}: Props ) {
	const patterns = useFormPatterns( clientId, templates );
	return (
		<Modal
			className="jetpack-contact-form__patterns-modal"
			title={ __( 'Choose a pattern', 'jetpack' ) }
			onRequestClose={ onClose }
			size="large"
		>
			<ul className="jetpack-contact-form__patterns" style={ listStyle }>
				{ patterns.map( ( { name, title, form } ) => (
					<li key={ name }>
						<Button
							className="jetpack-contact-form__pattern"
							style={ patternStyle }
							label={ title }
							onClick={ () =>
								onChoose(
									form.attributes,
									// New client ids: the previewed blocks are never inserted twice.
									form.innerBlocks.map( ( block ) =>
										cloneBlock( block )
									)
								)
							}
						>
							<div
								className="jetpack-contact-form__pattern-preview"
								style={ previewStyle }
							>
								<BlockPreview
									blocks={ [ form ] }
									viewportWidth={ 800 }
								/>
							</div>
							<span className="jetpack-contact-form__pattern-title">
								{ title }
							</span>
						</Button>
					</li>
				) ) }
			</ul>
		</Modal>
	);
}
