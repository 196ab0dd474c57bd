%% sample.erl: Erlang
-module(posts).
-behaviour(gen_server).
-export([start_link/0, add/2, recent/1]).
-export([init/1, handle_call/3, handle_cast/2]).
-include_lib("kernel/include/logger.hrl").
-define(MAX, 100).
-record(post, {title :: binary(), date :: calendar:date(), tags = [] :: [binary()]}).

-spec start_link() -> {ok, pid()} | {error, term()}.
start_link() ->
    gen_server:start_link({local, ?MODULE}, ?MODULE, [], []).

add(Title, Date) when is_binary(Title) ->
    gen_server:cast(?MODULE, {add, #post{title = Title, date = Date}}).

recent(N) when is_integer(N), N > 0 ->
    gen_server:call(?MODULE, {recent, N}, 5000).

init([]) ->
    process_flag(trap_exit, true),
    {ok, []}.

handle_call({recent, N}, _From, Posts) ->
    Sorted = lists:sort(fun(#post{date = A}, #post{date = B}) -> A >= B end, Posts),
    {reply, lists:sublist(Sorted, min(N, ?MAX)), Posts};
handle_call(_Other, _From, State) ->
    {reply, {error, unknown}, State}.

handle_cast({add, Post}, Posts) ->
    ?LOG_INFO("added ~s", [Post#post.title]),
    {noreply, [Post | Posts]}.

slug(Title) ->
    Lower = string:lowercase(Title),
    re:replace(Lower, "[^a-z0-9]+", "-", [global, {return, binary}]).

sum([]) -> 0;
sum([H | T]) -> H + sum(T).

loop(State) ->
    receive
        {get, From} -> From ! {ok, State}, loop(State);
        stop -> ok
    after 1000 ->
        loop(State)
    end.

misc() ->
    X = 16#FF, Y = 2#1010, Z = 1.5e-3, C = $a, S = "string \"q\"", A = 'quoted atom',
    B = <<"binary", 0:8, X:16/little>>,
    L = [N * 2 || N <- lists:seq(1, 10), N rem 2 =:= 0],
    case {X, Y} of
        {255, _} when Z < 1.0 -> {ok, L, B, C, S, A};
        _ -> error(badarg)
    end.
