// generated - do not edit: written by `npm run gen` from schemas/defs/user-role.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/user-role.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/user-role.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/user-role.json","title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"definitions":{}};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/user-role.json" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(1 !== data){
const err1 = {instancePath,schemaPath:"#/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs6 === errors;
if(_valid1){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(2 !== data){
const err2 = {instancePath,schemaPath:"#/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs7 === errors;
if(_valid1 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid1 = true;
passing0 = 1;
}
const _errs8 = errors;
if(5 !== data){
const err3 = {instancePath,schemaPath:"#/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs8 === errors;
if(_valid1 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid1 = true;
passing0 = 2;
}
const _errs9 = errors;
if(10 !== data){
const err4 = {instancePath,schemaPath:"#/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs9 === errors;
if(_valid1 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid1 = true;
passing0 = 3;
}
}
}
}
if(!valid1){
const err5 = {instancePath,schemaPath:"#/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err6 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "id") || (key0 === "name"))){
const err7 = {instancePath,schemaPath:"#/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/else/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data0 === 1) || (data0 === 2)) || (data0 === 5)) || (data0 === 10))){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema27.else.properties.id.enum}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(!((((data1 === "Ordering Provider") || (data1 === "Servicing Provider")) || (data1 === "Health Plan Representative")) || (data1 === "Genetic Counselor"))){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema27.else.properties.name.enum}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1 === "string"){
if(pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/else/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/else/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err14 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["12b25410"] = validate11;
const schema28 = {"type":"integer","$id":"12b25410"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12b25410" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"}};
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

__validators["18eae961"] = validate12;
const schema29 = {"const":1,"title":"caption.role.1","$id":"18eae961"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="18eae961" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
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

__validators["523bfde3"] = validate13;
const schema30 = {"const":2,"title":"caption.role.2","$id":"523bfde3"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="523bfde3" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
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

__validators["-1d0c497"] = validate14;
const schema31 = {"const":5,"title":"caption.role.5","$id":"-1d0c497"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1d0c497" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
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

__validators["1487c6f"] = validate15;
const schema32 = {"const":10,"title":"caption.role.10","$id":"1487c6f"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1487c6f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}
