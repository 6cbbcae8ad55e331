#ifndef TLGRAMMARS_H
#define TLGRAMMARS_H

// The vendored tree-sitter grammars (each folder beside include/: the
// grammar's generated parser.c, its scanner and headers, its LICENSE and
// queries/highlights.scm; THIRD-PARTY names each one's repository and
// commit). Each returns the grammar's TSLanguage (libtree-sitter's api.h).
typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_bash(void);
const TSLanguage *tree_sitter_c(void);
const TSLanguage *tree_sitter_css(void);
const TSLanguage *tree_sitter_diff(void);
const TSLanguage *tree_sitter_go(void);
const TSLanguage *tree_sitter_html(void);
const TSLanguage *tree_sitter_javascript(void);
const TSLanguage *tree_sitter_json(void);
const TSLanguage *tree_sitter_python(void);
const TSLanguage *tree_sitter_rust(void);
const TSLanguage *tree_sitter_swift(void);
const TSLanguage *tree_sitter_typescript(void);
const TSLanguage *tree_sitter_yaml(void);

#endif
