/**
 * Shapes of the post editor's state: the post as the server knows it, the edits in progress,
 * and the undo history of those edits.
 */
import type { Block } from '@wordpress/blocks';

/**
 * A post as `wp/v2/posts` returns it with `context=edit`: the fields the editor reads, and the
 * rest as WordPress names them (`getCurrentPostAttribute( 'date' )`, …).
 */
export type PostRecord = {
	id: number;
	status: string;
	link: string;
	type?: string;
	author?: number;
	title: { raw?: string; rendered?: string };
	content: { raw?: string; rendered?: string };
	[ field: string ]: unknown;
};

/**
 * The editor settings (`getEditorSettings()`, as in WordPress): the block editor's, plus what
 * the host adds, e.g. `blockSuite` (shared/editor-data/suite-settings.ts).
 */
export type EditorSettings = Record< string, unknown >;

/** The block editor's selection, as BlockEditorProvider reports it with each change. */
export type EditorSelection = {
	selectionStart?: {
		clientId?: string;
		attributeKey?: string;
		offset?: number;
	};
	selectionEnd?: {
		clientId?: string;
		attributeKey?: string;
		offset?: number;
	};
	initialPosition?: number | null;
};

/** What the user is editing: one entry of the undo history. */
export type EditedContent = {
	title: string;
	blocks: Block[];
	selection?: EditorSelection;
};

export type History = {
	/** States before each undoable change, oldest first. */
	past: EditedContent[];
	/** States undone, the next one to redo first. */
	future: EditedContent[];
	/** What the last change edited; consecutive title keystrokes share one undo level. */
	lastEdit: 'title' | 'blocks' | null;
};

export type SaveStatus = 'draft' | 'publish';

export type PostEditorState = {
	postType: 'post' | 'page';
	post: PostRecord | null;
	isLoading: boolean;
	loadError: string | null;
	current: EditedContent;
	/** The title and blocks last written to the server (same references while unchanged). */
	saved: { title: string; blocks: Block[] };
	isDirty: boolean;
	history: History;
	saving: {
		isSaving: boolean;
		status: SaveStatus | null;
		error: string | null;
	};
	editorSettings: EditorSettings;
	/** Who keeps the post from being saved now (WordPress's `lockPostSaving( name )`). */
	postSavingLocks: Record< string, true >;
};
