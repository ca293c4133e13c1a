/**
 * Editor of the progress indicator: the form's step labels in order, as visitors will see them,
 * with the first one current.
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

type EditorBlock = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
};

function stepLabels( blocks: EditorBlock[], out: string[] = [] ): string[] {
	for ( const block of blocks ) {
		if ( block.name === 'jetpack/form-step' ) {
			const label = block.attributes.stepLabel;
			out.push(
				typeof label === 'string' && label.trim()
					? label.trim()
					: sprintf(
							/* translators: %d: the step's position in the form */
							__( 'Step %d', 'jetpack' ),
							out.length + 1
						)
			);
		} else if ( block.name !== 'jetpack/contact-form' ) {
			stepLabels( block.innerBlocks, out );
		}
	}
	return out;
}

export default function FormProgressIndicatorEdit( {
	clientId,
}: BlockEditProps< Record< string, unknown > > ) {
	const labels = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as unknown as {
				getBlockRootClientId: ( id: string ) => string | null;
				getBlocks: ( id?: string | null ) => EditorBlock[];
			};
			return stepLabels(
				editor.getBlocks( editor.getBlockRootClientId( clientId ) )
			);
		},
		[ clientId ]
	);
	return (
		<div { ...useBlockProps() }>
			<ol className="jetpack-form-progress-indicator__steps">
				{ labels.map( ( label, index ) => (
					<li
						key={ index }
						className="jetpack-form-progress-indicator__step"
						aria-current={ index === 0 ? 'step' : undefined }
					>
						{ label }
					</li>
				) ) }
			</ol>
		</div>
	);
}
