// generated - do not edit: written by `npm run gen` from schemas/defs/user-role.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/user-role.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/user-role.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/user-role.json","title":"User Role","description":"The role a user registers for, by numeric id; each option carries its name as title so forms show names.","type":"integer","oneOf":[{"const":1,"title":"Ordering Provider"},{"const":2,"title":"Servicing Provider"},{"const":5,"title":"Health Plan Representative"},{"const":10,"title":"Genetic Counselor"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"},"examples":[1,2,5,10],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"}],"definitions":{}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/user-role.json" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs2 = errors;
let valid0 = false;
let passing0 = null;
const _errs3 = errors;
if(1 !== data){
const err1 = {instancePath,schemaPath:"#/oneOf/0/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema27.oneOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs4 = errors;
if(2 !== data){
const err2 = {instancePath,schemaPath:"#/oneOf/1/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema27.oneOf[1],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs5 = errors;
if(5 !== data){
const err3 = {instancePath,schemaPath:"#/oneOf/2/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema27.oneOf[2],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs6 = errors;
if(10 !== data){
const err4 = {instancePath,schemaPath:"#/oneOf/3/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema27.oneOf[3],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
}
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema27.oneOf,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["-37fa594d"] = validate11;
const schema28 = {"const":1,"title":"Ordering Provider","$id":"-37fa594d"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-37fa594d" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["c232e40"] = validate12;
const schema29 = {"const":2,"title":"Servicing Provider","$id":"c232e40"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="c232e40" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["216fb934"] = validate13;
const schema30 = {"const":5,"title":"Health Plan Representative","$id":"216fb934"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="216fb934" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["-68ad434f"] = validate14;
const schema31 = {"const":10,"title":"Genetic Counselor","$id":"-68ad434f"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-68ad434f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}
