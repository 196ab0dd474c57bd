# bash completion for sitepub (installed as share/bash-completion/completions/sitepub by `make install`).
# Commands and options come from the program's own --help texts (no list here to keep in step); revisions from
# the repository's branches and tags; folders and files for the options that take them.
_sitepub() {
    local cur prev cmd opts
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    if [ "$COMP_CWORD" -eq 1 ]; then
        opts=$(sitepub --help 2>/dev/null | awk '/^commands:/ {on=1; next} on && /^$/ {exit} on && /^  [a-z]/ {print $1}')
        COMPREPLY=($(compgen -W "$opts --help --version" -- "$cur"))
        return
    fi
    cmd=${COMP_WORDS[1]}
    case $prev in
        --repo|--subdir|--target-dir|--from-dir|-s|--source|-d|--destination|-C)
            if [ "$prev" = --source ] && [ "$cmd" != build ]; then
                COMPREPLY=($(compgen -W "$(git for-each-ref --format='%(refname:short)' refs/heads refs/tags refs/remotes 2>/dev/null) HEAD" -- "$cur"))
            else
                COMPREPLY=($(compgen -d -- "$cur"))
            fi
            return ;;
        --ssh-key|--netrc|--smtp-cacert|--config)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
        --branch)
            COMPREPLY=($(compgen -W "$(git for-each-ref --format='%(refname:short)' refs/heads 2>/dev/null) asf-site gh-pages" -- "$cur"))
            return ;;
        --push)
            COMPREPLY=($(compgen -W "$(git remote 2>/dev/null)" -- "$cur"))
            return ;;
    esac
    if [[ $cur == -* ]]; then
        opts=$(sitepub "$cmd" --help 2>/dev/null | grep -o -- '--\?-[A-Za-z][A-Za-z0-9-]*' | sort -u)
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    elif [ "$cmd" = diff ]; then
        COMPREPLY=($(compgen -W "$(git for-each-ref --format='%(refname:short)' refs/heads refs/tags 2>/dev/null) HEAD" -- "$cur"))
    fi
}
complete -F _sitepub sitepub
