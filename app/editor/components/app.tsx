/**
 * What the page shows while the post loads, if it cannot be loaded, and then the editor.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as postEditorStore } from '../store';
import Editor from './editor';

type Props = { backUrl: string; canvasStyles: string[] };

export default function App( { backUrl, canvasStyles }: Props ) {
	const { isLoading, loadError } = useSelect( ( select ) => {
		const editor = select( postEditorStore );
		return {
			isLoading: editor.isLoading(),
			loadError: editor.getLoadError(),
		};
	}, [] );

	if ( isLoading ) {
		return (
			<div className="block-suite-editor__loading" role="status">
				<Spinner />
				<span>{ __( 'Loading the post…', 'jetpack' ) }</span>
			</div>
		);
	}
	if ( loadError ) {
		return (
			<div className="block-suite-editor__load-error">
				<Notice status="error" isDismissible={ false }>
					{ loadError }
				</Notice>
				<Button variant="secondary" href={ backUrl }>
					{ __( 'Back to posts', 'jetpack' ) }
				</Button>
			</div>
		);
	}
	return <Editor backUrl={ backUrl } canvasStyles={ canvasStyles } />;
}
